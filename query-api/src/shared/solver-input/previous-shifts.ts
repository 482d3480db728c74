import type { PastAssignment } from '@rostra/contracts/solver/input';
import type { ReadStore } from '@rostra/platform';
import { calendarOf } from '../calendar.ts';

/** Days before a month whose shifts bind it: a Monday–Sunday week reaches at most 6 days back, rest at most 1. */
const LOOKBACK_DAYS = 7;

/**
 * The shifts worked in the last week before a month (1–12), from the previous month's schedule
 * in the calendars read model, with their times as they were generated: the solver keeps the
 * rest after them and counts their hours in the month's first week. The one place generation
 * reads an earlier schedule; assignments that no longer count (vacation, removal) are left out.
 */
export async function previousMonthShifts(
  store: ReadStore,
  organizationId: string,
  year: number,
  month: number,
): Promise<PastAssignment[]> {
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const record = await calendarOf(store, organizationId, previous.year, previous.month);
  if (!record) return [];
  const from = new Date(Date.UTC(year, month - 1, 1 - LOOKBACK_DAYS)).toISOString().slice(0, 10);
  const shiftTypes = new Map(record.shift_types.map((shiftType) => [shiftType.id, shiftType]));
  return record.assignments.flatMap((assignment) => {
    const shiftType = shiftTypes.get(assignment.shift_type_id);
    if (assignment.absent !== null || assignment.date < from || !shiftType) return [];
    const { date, shift_type_id, member_id } = assignment;
    return [{ employee_id: member_id, date, shift_type_id, start_time: shiftType.start_time, duration_hours: shiftType.duration_hours }];
  });
}
