import type {
  AbsenceKind,
  AbsenceRecord,
  CalendarAssignment,
  CalendarContent,
  CoverageStatus,
  ShiftCoverageRecord,
} from '@rostra/contracts';
import { absenceOn } from '../shared/absences.ts';

// Coverage of a generated month once people drop out after generation: an assignment of a member
// on approved vacation that day, or removed from the organization by then, no longer counts, and
// its shift's status and reasons follow. Pure: the projection calls it after every change.

export function coverageStatus(required: number, assigned: number): CoverageStatus {
  if (assigned >= required) return 'fully-staffed';
  return assigned > 0 ? 'partially-staffed' : 'understaffed';
}

const ABSENCE_REASON: Record<AbsenceKind, { code: string; text: string }> = {
  vacation: { code: 'on_vacation', text: 'on vacation (approved after the schedule was generated)' },
  absence: { code: 'absent', text: 'absent (recorded after the schedule was generated)' },
  removed: { code: 'member_removed', text: 'no longer a member of the organization' },
};

const shiftKey = (date: string, shiftTypeId: string) => `${date}|${shiftTypeId}`;

/** The calendar (a day or more) with each assignment flagged or not, and every shift's coverage recomputed. */
export function withAbsences<C extends CalendarContent>(calendar: C, absences: readonly AbsenceRecord[]): C {
  const assignments: CalendarAssignment[] = calendar.assignments.map((assignment) => ({
    ...assignment,
    absent: absenceOn(absences, assignment.member_id, assignment.date),
  }));
  const byShift = new Map<string, CalendarAssignment[]>();
  for (const assignment of assignments) {
    const key = shiftKey(assignment.date, assignment.shift_type_id);
    byShift.set(key, [...(byShift.get(key) ?? []), assignment]);
  }
  const coverage = calendar.generated_coverage.map((shift): ShiftCoverageRecord => {
    const staff = byShift.get(shiftKey(shift.date, shift.shift_type_id)) ?? [];
    const counted = staff.filter((assignment) => assignment.absent === null).length;
    const short = counted < shift.required_count;
    return {
      ...shift,
      assigned_count: counted,
      status: coverageStatus(shift.required_count, counted),
      reasons: short ? [...shift.reasons, ...absenceReasons(staff, calendar.member_names)] : shift.reasons,
    };
  });
  return { ...calendar, assignments, coverage };
}

function absenceReasons(staff: readonly CalendarAssignment[], names: Record<string, string>): ShiftCoverageRecord['reasons'] {
  return (Object.keys(ABSENCE_REASON) as AbsenceKind[]).flatMap((kind) => {
    const ids = staff.filter((assignment) => assignment.absent === kind).map((assignment) => assignment.member_id);
    if (ids.length === 0) return [];
    const { code, text } = ABSENCE_REASON[kind];
    return [{ code, employee_ids: ids, message: `${ids.map((id) => names[id] ?? id).join(', ')}: ${text}` }];
  });
}

/**
 * The solver's coverage, plus a shift with no requirement for every shift people were put on
 * without one, so the calendar lists each shift of the month exactly once.
 */
export function completeCoverage(
  coverage: readonly ShiftCoverageRecord[],
  assignments: readonly Omit<CalendarAssignment, 'absent'>[],
): ShiftCoverageRecord[] {
  const known = new Set(coverage.map((shift) => shiftKey(shift.date, shift.shift_type_id)));
  const extra = new Map<string, ShiftCoverageRecord>();
  for (const { date, shift_type_id } of assignments) {
    const key = shiftKey(date, shift_type_id);
    if (known.has(key)) continue;
    const shift = extra.get(key) ?? { date, shift_type_id, required_count: 0, assigned_count: 0, status: 'fully-staffed', reasons: [] };
    extra.set(key, { ...shift, assigned_count: shift.assigned_count + 1 });
  }
  return [...coverage, ...extra.values()];
}
