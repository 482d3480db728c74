import {
  CALENDAR_ABSENCES_TABLE,
  CALENDARS_TABLE,
  calendarId,
  monthKeysBetween,
  type AbsenceRecord,
  type CalendarRecord,
  type MemberRemoved,
  type OrganizationDeleted,
  type ScheduleEvent,
  type VacationEvent,
} from '@rostra/contracts';
import type { Projection, ProjectionTx, RecordedEvent } from '@rostra/platform';
import { completeCoverage, withAbsences } from './coverage.ts';

/**
 * Month calendars: the last generated schedule of each organization-month with the shift types as
 * they were then, positions, required counts and coverage. Coverage is recomputed whenever a
 * vacation is approved (or an approved one cancelled) or a member is removed after generation; to
 * know whom and which days, the projection keeps its own record of vacations and removals.
 * Cleared months leave the table.
 */
export type CalendarRow = CalendarRecord;

async function absencesOf(tx: ProjectionTx, organizationId: string): Promise<AbsenceRecord[]> {
  return tx.find<AbsenceRecord>(CALENDAR_ABSENCES_TABLE, { where: { organization_id: organizationId, approved: true } });
}

async function recompute(tx: ProjectionTx, calendars: readonly CalendarRow[]): Promise<void> {
  if (calendars.length === 0) return;
  const absences = await absencesOf(tx, calendars[0]!.organization_id);
  for (const calendar of calendars) tx.put(CALENDARS_TABLE, withAbsences(calendar, absences));
}

/** The generated months a vacation touches. */
async function calendarsDuring(tx: ProjectionTx, vacation: AbsenceRecord): Promise<CalendarRow[]> {
  const ids = monthKeysBetween(vacation.start_date, vacation.end_date ?? vacation.start_date).map((key) => `${vacation.organization_id}:${key}`);
  const found = await Promise.all(ids.map((id) => tx.get<CalendarRow>(CALENDARS_TABLE, id)));
  return found.filter((calendar) => calendar !== null);
}

async function changeVacation(tx: ProjectionTx, requestId: string, change: (vacation: AbsenceRecord) => AbsenceRecord | null): Promise<void> {
  const vacation = await tx.get<AbsenceRecord>(CALENDAR_ABSENCES_TABLE, requestId);
  if (!vacation) return;
  const changed = change(vacation);
  if (changed) tx.put(CALENDAR_ABSENCES_TABLE, changed);
  else tx.delete(CALENDAR_ABSENCES_TABLE, requestId);
  // Only an approved vacation, or the end of one, changes who works.
  if (vacation.approved || changed?.approved) await recompute(tx, await calendarsDuring(tx, vacation));
}

type Handled = ScheduleEvent | VacationEvent | MemberRemoved | OrganizationDeleted;

export const calendarsProjection: Projection = {
  name: 'calendars',
  version: 1,
  tables: [
    { name: CALENDARS_TABLE, indexes: [{ fields: ['organization_id'] }] },
    { name: CALENDAR_ABSENCES_TABLE, indexes: [{ fields: ['organization_id', 'approved'] }] },
  ],
  eventTypes: [
    'ScheduleGenerated', 'ScheduleCleared', 'VacationRequested', 'VacationRequestApproved', 'VacationRequestRejected', 'VacationRequestCancelled',
    'MemberRemoved', 'OrganizationDeleted',
  ],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & Handled;
    switch (event.type) {
      case 'ScheduleGenerated': {
        const { organizationId, year, month, shiftTypes, memberNames, coverage } = event.data;
        const assignments = event.data.assignments.map((assignment) => ({ ...assignment, absent: null }));
        const calendar: CalendarRow = {
          id: calendarId(organizationId, year, month), organization_id: organizationId, year, month, generated_at: recorded.metadata.occurredAt,
          shift_types: shiftTypes, member_names: memberNames, assignments, generated_coverage: completeCoverage(coverage, assignments), coverage: [],
        };
        return recompute(tx, [calendar]);
      }
      case 'ScheduleCleared':
        tx.delete(CALENDARS_TABLE, calendarId(event.data.organizationId, event.data.year, event.data.month));
        return;
      case 'VacationRequested': {
        const { requestId, organizationId, memberId, start_date, end_date } = event.data;
        const vacation: AbsenceRecord = { id: requestId, organization_id: organizationId, member_id: memberId, kind: 'vacation', approved: false, start_date, end_date };
        tx.put(CALENDAR_ABSENCES_TABLE, vacation);
        return;
      }
      case 'VacationRequestApproved':
        return changeVacation(tx, event.data.requestId, (vacation) => ({ ...vacation, approved: true }));
      case 'VacationRequestRejected':
      case 'VacationRequestCancelled':
        return changeVacation(tx, event.data.requestId, () => null);
      case 'MemberRemoved': {
        // From the day of the removal on (UTC), the member's shifts no longer count.
        const { organizationId, memberId } = event.data;
        const from = recorded.metadata.occurredAt.slice(0, 10);
        const removal: AbsenceRecord = {
          id: `removed:${organizationId}:${memberId}`, organization_id: organizationId, member_id: memberId, kind: 'removed', approved: true, start_date: from, end_date: null,
        };
        tx.put(CALENDAR_ABSENCES_TABLE, removal);
        const calendars = await tx.find<CalendarRow>(CALENDARS_TABLE, { where: { organization_id: organizationId } });
        return recompute(tx, calendars.filter((calendar) => calendar.assignments.some((a) => a.member_id === memberId && a.date >= from)));
      }
      case 'OrganizationDeleted':
        for (const table of [CALENDARS_TABLE, CALENDAR_ABSENCES_TABLE]) {
          for (const row of await tx.find(table, { where: { organization_id: event.data.organizationId } })) tx.delete(table, row.id);
        }
        return;
    }
  },
};
