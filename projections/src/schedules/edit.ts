import {
  CALENDAR_TABLES,
  calendarId,
  monthKey,
  type CalendarAssignment,
  type CalendarDayRecord,
  type AssignmentEdit,
  type ScheduleAssignmentChanged,
} from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';
import { completeCoverage } from './coverage.ts';

type Change = Pick<ScheduleAssignmentChanged['data'], 'organizationId' | 'year' | 'month'> & AssignmentEdit;

/**
 * The draft's day after one change, before coverage is recomputed: the assignment added (with
 * `marks`: a hand edit is pinned and keeps the rules an override let it break) or removed. Null
 * when the month has no draft (or, with `tables` the published ones, no published version).
 */
export async function changedDay(
  tx: ProjectionTx,
  change: Change,
  marks: Pick<CalendarAssignment, 'pinned' | 'violations' | 'override_reason'> = {},
  tables: { months: string; days: string } = CALENDAR_TABLES.draft,
): Promise<CalendarDayRecord | null> {
  const { organizationId, year, month, date, shiftTypeId: shift_type_id, memberId: member_id, action, position } = change;
  if (!(await tx.get(tables.months, calendarId(organizationId, year, month)))) return null;
  const id = `${organizationId}:${date}`;
  const day = (await tx.get<CalendarDayRecord>(tables.days, id)) ?? {
    id,
    organization_id: organizationId,
    period: monthKey(year, month),
    date,
    member_names: {},
    assignments: [],
    generated_coverage: [],
    coverage: [],
  };
  const others = day.assignments.filter(
    (assignment) => !(assignment.shift_type_id === shift_type_id && assignment.member_id === member_id),
  );
  const assignments =
    action === 'assign' ? [...others, { date, shift_type_id, member_id, position: position ?? 1, absent: null, ...marks }] : others;
  return { ...day, assignments, generated_coverage: completeCoverage(day.generated_coverage, assignments) };
}
