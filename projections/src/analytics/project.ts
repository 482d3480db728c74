import {
  ANALYTICS_PUBLISHED_TABLE,
  ANALYTICS_SHORT_NOTICE_TABLE,
  ANALYTICS_TABLE,
  monthKey,
  type AnalyticsMonthRecord,
} from '@rostra/contracts';
import { projectionOf, type ProjectionTx } from '@rostra/platform';
import { closedMonth, dropParts, partsTable, stagePart } from '../schedules/parts.ts';
import { appliedEdits, keepProposal, proposalsTable } from '../schedules/proposals.ts';
import { type MonthScheduleEvent } from '../shared/month-events.ts';
import { absenceRecord, removalRecord, vacationRecord } from '../shared/absences.ts';
import { keepAbsence, publishedTables, publishShifts, PUBLISHED_MONTHS_TABLE, PUBLISHED_SHIFTS_TABLE, reviewVacation } from './absences.ts';
import { ABSENCES_TABLE, applyChange, DRAFTS_TABLE, draftTables, SHIFTS_TABLE, writeGenerated } from './draft.ts';
import { applyTrade } from './trades.ts';
import { countShortNotice } from './short-notice.ts';
import { applyOpenShift } from './open-shifts.ts';

/**
 * Scheduling statistics: per organization, month and member, the shifts asked for (as the solver
 * saw them, carried by ScheduleGenerated) and allocated, by shift type name, with positions and
 * weekend shifts. Two versions, as the calendars have: the draft, which follows the admin's hand
 * edits and applied repairs, and the published month, a copy of the draft at each publication;
 * an applied trade changes both.
 * Built from schedule, vacation, absence and removal events, so a rebuild from the log gives the
 * same rows. As in the calendar, a member's shifts on days of an approved vacation, a recorded
 * absence or after their removal no longer count.
 */
export type AnalyticsRow = AnalyticsMonthRecord;

const PARTS_TABLE = 'analytics_schedule_parts';
const PROPOSALS_TABLE = 'analytics_repair_proposals';
const DRAFT_TABLES = [ANALYTICS_TABLE, SHIFTS_TABLE, DRAFTS_TABLE];
const PUBLISHED_TABLES = [ANALYTICS_PUBLISHED_TABLE, PUBLISHED_SHIFTS_TABLE, PUBLISHED_MONTHS_TABLE];
const TABLES = [...DRAFT_TABLES, ...PUBLISHED_TABLES, ABSENCES_TABLE, PARTS_TABLE, PROPOSALS_TABLE, ANALYTICS_SHORT_NOTICE_TABLE];

async function deleteWhere(tx: ProjectionTx, tables: readonly string[], where: Record<string, string>): Promise<void> {
  for (const table of tables) for (const row of await tx.find(table, { where })) tx.delete(table, row.id);
}

/** The month's draft rows, as they stand at this point of the log, become its published rows. */
async function publish(tx: ProjectionTx, month: { organization_id: string; period: string }): Promise<void> {
  await deleteWhere(tx, [ANALYTICS_PUBLISHED_TABLE], month);
  for (const row of await tx.find(ANALYTICS_TABLE, { where: month })) tx.put(ANALYTICS_PUBLISHED_TABLE, row);
  await publishShifts(tx, month);
}

const monthOf = (data: { organizationId: string; year: number; month: number }) => ({
  organization_id: data.organizationId,
  period: monthKey(data.year, data.month),
});

const dropVacation = ({ data }: { data: { requestId: string } }, tx: ProjectionTx) => reviewVacation(tx, data.requestId, () => null);

export const analyticsProjection = projectionOf<MonthScheduleEvent>({
  name: 'analytics',
  // 2: the month's generation in parts. 3: the draft follows edits and repairs; the published version.
  // 4: a stored repair proposal's changes in the event's version 2 names.
  // 5: staged parts in SchedulePartGenerated's version 2 names.
  // 6: vacations, absences and removals stop shifts counting. 7: weekend shifts by shift type too.
  // 8: applied trades move shifts in the draft and the published month. 9: so do open shifts. 10: changes at short notice counted.
  version: 10,
  tables: [
    ...[ANALYTICS_TABLE, ANALYTICS_PUBLISHED_TABLE].map((name) => ({
      name,
      indexes: [{ fields: ['organization_id', 'period'] }, { fields: ['member_id', 'period'] }],
    })),
    ...draftTables,
    ...publishedTables,
    partsTable(PARTS_TABLE),
    proposalsTable(PROPOSALS_TABLE),
    { name: ANALYTICS_SHORT_NOTICE_TABLE, indexes: [{ fields: ['organization_id', 'period'] }] },
  ],
  on: {
    SchedulePartGenerated: ({ data }, tx) => stagePart(tx, PARTS_TABLE, data),
    async ScheduleGenerated({ data }, tx) {
      const generated = await closedMonth(tx, PARTS_TABLE, data);
      // A regeneration replaces the draft: members no longer in it lose their row.
      await deleteWhere(tx, DRAFT_TABLES, monthOf(generated));
      await writeGenerated(tx, generated);
      // Generated before drafts existed: published as it was made.
      if (!data.draft) await publish(tx, monthOf(generated));
    },
    ScheduleAssignmentChanged: ({ data }, tx) => applyChange(tx, data),
    ScheduleRepairProposed: ({ data }, tx) => keepProposal(tx, PROPOSALS_TABLE, data),
    async ScheduleRepairApplied({ data }, tx) {
      for (const edit of await appliedEdits(tx, PROPOSALS_TABLE, data)) await applyChange(tx, { ...data, ...edit });
    },
    ScheduleTradeApplied: ({ data }, tx) => applyTrade(tx, data),
    ShortNoticeChangesRecorded: ({ data }, tx) => countShortNotice(tx, data),
    OpenShiftPosted: (event, tx) => applyOpenShift(tx, event),
    ScheduleOpenShiftAssigned: (event, tx) => applyOpenShift(tx, event),
    SchedulePublished: ({ data }, tx) => publish(tx, monthOf(data)),
    async ScheduleCleared({ data }, tx) {
      const month = monthOf(data);
      await dropParts(tx, PARTS_TABLE, month);
      await deleteWhere(tx, [...DRAFT_TABLES, ...PUBLISHED_TABLES, PROPOSALS_TABLE], month);
    },
    VacationRequested: ({ data }, tx) => keepAbsence(tx, vacationRecord(data)),
    VacationRequestApproved: ({ data }, tx) => reviewVacation(tx, data.requestId, (vacation) => ({ ...vacation, approved: true })),
    VacationRequestRejected: dropVacation,
    VacationRequestCancelled: dropVacation,
    AbsenceRecorded: ({ data }, tx) => keepAbsence(tx, absenceRecord(data)),
    MemberRemoved: ({ data, metadata }, tx) => keepAbsence(tx, removalRecord(data, metadata.occurredAt)),
    OrganizationDeleted: ({ data }, tx) => deleteWhere(tx, TABLES, { organization_id: data.organizationId }),
  },
});
