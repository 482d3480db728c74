import { CALENDAR_DAYS_TABLE, CALENDARS_TABLE, calendarId, monthKey, type CalendarDayRecord, type ScheduleAssignmentChanged } from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';
import { completeCoverage } from './coverage.ts';

/**
 * The draft's day after a hand edit, before coverage is recomputed: the assignment added (pinned,
 * with the rules an override let it break) or removed. Null when the month has no draft.
 */
export async function editedDay(tx: ProjectionTx, change: ScheduleAssignmentChanged['data']): Promise<CalendarDayRecord | null> {
  const { organizationId, year, month, date, shift_type_id, member_id, action, position, violations, override_reason } = change;
  if (!(await tx.get(CALENDARS_TABLE, calendarId(organizationId, year, month)))) return null;
  const id = `${organizationId}:${date}`;
  const day = (await tx.get<CalendarDayRecord>(CALENDAR_DAYS_TABLE, id)) ?? {
    id, organization_id: organizationId, period: monthKey(year, month), date, member_names: {}, assignments: [], generated_coverage: [], coverage: [],
  };
  const others = day.assignments.filter((assignment) => !(assignment.shift_type_id === shift_type_id && assignment.member_id === member_id));
  const assignments = action === 'assign'
    ? [...others, { date, shift_type_id, member_id, position: position ?? 1, absent: null, pinned: true, violations, override_reason }]
    : others;
  return { ...day, assignments, generated_coverage: completeCoverage(day.generated_coverage, assignments) };
}
