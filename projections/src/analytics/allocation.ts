import { isWeekendDate, type AnalyticsMonthRecord, type AssignmentEdit } from '@rostra/contracts';

/** One shift a member holds in a month's draft. */
export interface MemberShift {
  date: string;
  shift_type_id: string;
  position: number;
}

export type Allocation = Required<Pick<AnalyticsMonthRecord, 'assigned' | 'positions' | 'weekend_shifts' | 'weekend_by_type'>>;

type Change = Pick<AssignmentEdit, 'date' | 'shiftTypeId' | 'action' | 'position'>;

/**
 * A member's shifts after an edit or a repair's change, as the calendar makes it: the member's
 * shift of that type that day goes, and an assignment puts it back at the position it names
 * (1 when none), so assigning someone already on the shift moves them to that position.
 */
export function withChange(shifts: readonly MemberShift[], { date, shiftTypeId: shift_type_id, action, position }: Change): MemberShift[] {
  const others = shifts.filter((shift) => !(shift.date === date && shift.shift_type_id === shift_type_id));
  return action === 'assign' ? [...others, { date, shift_type_id, position: position ?? 1 }] : others;
}

/** What a member's shifts count: shifts and positions by shift type name (the id for an unknown type), weekend shifts (also by name). */
export function allocationOf(shifts: readonly MemberShift[], shiftTypeNames: Readonly<Record<string, string>>): Allocation {
  const allocation: Allocation = { assigned: {}, positions: {}, weekend_shifts: 0, weekend_by_type: {} };
  for (const { date, shift_type_id, position } of shifts) {
    const name = shiftTypeNames[shift_type_id] ?? shift_type_id;
    allocation.assigned[name] = (allocation.assigned[name] ?? 0) + 1;
    const positions = (allocation.positions[name] ??= {});
    positions[position] = (positions[position] ?? 0) + 1;
    if (!isWeekendDate(date)) continue;
    allocation.weekend_shifts += 1;
    allocation.weekend_by_type[name] = (allocation.weekend_by_type[name] ?? 0) + 1;
  }
  return allocation;
}
