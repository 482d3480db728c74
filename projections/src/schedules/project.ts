import {
  CALENDAR_ABSENCES_TABLE,
  CALENDAR_DAYS_TABLE,
  CALENDAR_TABLES,
  CALENDARS_TABLE,
  calendarId,
  editOfOpenShift,
  monthKey,
  type AbsenceRecord,
  type CalendarDayRecord,
  type CalendarMonthRecord,
  type GeneratedMonth,
  PUBLISHED_CALENDAR_DAYS_TABLE,
  PUBLISHED_CALENDARS_TABLE,
  type OpenShiftPosted,
  type ScheduleOpenShiftAssigned,
} from '@rostra/contracts';
import { projectionOf, type ProjectionTx, type Where } from '@rostra/platform';
import { type MonthScheduleEvent } from '../shared/month-events.ts';
import { absenceRecord, changeVacation as changeKeptVacation, removalRecord, vacationRecord } from '../shared/absences.ts';
import { deleteOrganizationRows } from '../shared/rows.ts';
import { completeCoverage, withAbsences } from './coverage.ts';
import { closedMonth, dropParts, partsTable, stagePart } from './parts.ts';
import { changedDay } from './edit.ts';
import { appliedEdits, keepProposal, proposalsTable } from './proposals.ts';
import { publish } from './publish.ts';
import { markShortNotice } from './short-notice.ts';

/**
 * Month calendars: the last generated schedule of each organization-month with the shift types as
 * they were then, and one document per day with its positions, required counts and coverage, so
 * no document grows with the organization beyond one day's staff. Coverage is recomputed whenever
 * a vacation is approved (or an approved one cancelled) or a member is removed after generation;
 * to know whom and which days, the projection keeps its own record of vacations and removals.
 * Each month has two versions of the same shapes: the draft (generation writes it) and the
 * published one (publication copies the draft), recomputed alike. Cleared months leave the tables.
 */
export type CalendarRow = CalendarMonthRecord;

const PARTS_TABLE = 'calendar_schedule_parts';
const PROPOSALS_TABLE = 'calendar_repair_proposals';

async function absencesOf(tx: ProjectionTx, organizationId: string): Promise<AbsenceRecord[]> {
  return tx.find<AbsenceRecord>(CALENDAR_ABSENCES_TABLE, { where: { organization_id: organizationId, approved: true } });
}

const DAY_TABLES = [CALENDAR_DAYS_TABLE, PUBLISHED_CALENDAR_DAYS_TABLE];

async function recompute(tx: ProjectionTx, table: string, days: readonly CalendarDayRecord[]): Promise<void> {
  if (days.length === 0) return;
  const absences = await absencesOf(tx, days[0]!.organization_id);
  for (const day of days) tx.put(table, withAbsences(day, absences));
}

/** Recomputes, in the draft and the published version, the days that match. */
async function recomputeWhere(tx: ProjectionTx, where: Where, keep: (day: CalendarDayRecord) => boolean = () => true): Promise<void> {
  for (const table of DAY_TABLES) await recompute(tx, table, (await tx.find<CalendarDayRecord>(table, { where })).filter(keep));
}

/** The generated days a vacation touches. */
function daysDuring(vacation: AbsenceRecord): Where {
  return { organization_id: vacation.organization_id, date: { gte: vacation.start_date, lte: vacation.end_date ?? vacation.start_date } };
}

/** A vacation request changed: when that changes who works, the days it touches are recomputed. */
async function changeVacation(
  tx: ProjectionTx,
  requestId: string,
  change: (vacation: AbsenceRecord) => AbsenceRecord | null,
): Promise<void> {
  const touched = await changeKeptVacation(tx, CALENDAR_ABSENCES_TABLE, requestId, change);
  if (touched) await recomputeWhere(tx, daysDuring(touched));
}

async function deleteMonth(
  tx: ProjectionTx,
  organizationId: string,
  year: number,
  month: number,
  tables = CALENDAR_TABLES.draft,
): Promise<void> {
  tx.delete(tables.months, calendarId(organizationId, year, month));
  for (const day of await tx.find(tables.days, { where: { organization_id: organizationId, period: monthKey(year, month) } }))
    tx.delete(tables.days, day.id);
}

/** The month's day documents: each day's assignments, coverage and the names of whom it assigns. */
function daysOf(generated: GeneratedMonth): CalendarDayRecord[] {
  const period = monthKey(generated.year, generated.month);
  const days = new Map<string, CalendarDayRecord>();
  const dayOf = (date: string): CalendarDayRecord => {
    let day = days.get(date);
    if (!day) {
      day = {
        id: `${generated.organizationId}:${date}`,
        organization_id: generated.organizationId,
        period,
        date,
        member_names: {},
        assignments: [],
        generated_coverage: [],
        coverage: [],
      };
      days.set(date, day);
    }
    return day;
  };
  for (const { date, shift_type_id, member_id, position } of generated.assignments) {
    const day = dayOf(date);
    day.assignments.push({ date, shift_type_id, member_id, position, absent: null });
    const name = generated.memberNames[member_id];
    if (name !== undefined) day.member_names[member_id] = name;
  }
  for (const shift of generated.coverage) dayOf(shift.date).generated_coverage.push(shift);
  return [...days.values()].map((day) => ({ ...day, generated_coverage: completeCoverage(day.generated_coverage, day.assignments) }));
}

const dropVacation = ({ data }: { data: { requestId: string } }, tx: ProjectionTx) => changeVacation(tx, data.requestId, () => null);

/** An open shift changes the published month and its draft alike, as a trade does: a sick call's posting takes the absent member off, an assignment puts one on. */
async function openShiftChanged(tx: ProjectionTx, event: OpenShiftPosted | ScheduleOpenShiftAssigned): Promise<void> {
  const edit = editOfOpenShift(event);
  if (!edit) return;
  for (const tables of [CALENDAR_TABLES.draft, CALENDAR_TABLES.published]) {
    const day = await changedDay(tx, { ...event.data, ...edit }, {}, tables);
    if (day) await recompute(tx, tables.days, [day]);
  }
}

export const calendarsProjection = projectionOf<MonthScheduleEvent>({
  name: 'calendars',
  // 2: days in documents of their own, the month's generation in parts. 3: draft and published.
  // 4: a stored repair proposal's changes in the event's version 2 names.
  // 5: staged parts in SchedulePartGenerated's version 2 names; a kept proposal has its period.
  // 6: open shifts (a sick call's posting, an assignment) change the draft and the published month. 7: assignments changed at short notice carry `short_notice`.
  version: 7,
  tables: [
    ...Object.values(CALENDAR_TABLES).flatMap(({ months, days }) => [
      { name: months, indexes: [{ fields: ['organization_id'] }] },
      { name: days, indexes: [{ fields: ['organization_id', 'period'] }, { fields: ['organization_id', 'date'] }] },
    ]),
    { name: CALENDAR_ABSENCES_TABLE, indexes: [{ fields: ['organization_id', 'approved'] }] },
    partsTable(PARTS_TABLE),
    proposalsTable(PROPOSALS_TABLE),
  ],
  on: {
    SchedulePartGenerated: ({ data }, tx) => stagePart(tx, PARTS_TABLE, data),
    async ScheduleGenerated({ data, metadata }, tx) {
      const generated = await closedMonth(tx, PARTS_TABLE, data);
      const { organizationId, year, month, shiftTypes } = generated;
      // A regeneration replaces the month: days without shifts now lose their document.
      await deleteMonth(tx, organizationId, year, month);
      const calendar: CalendarRow = {
        id: calendarId(organizationId, year, month),
        organization_id: organizationId,
        year,
        month,
        period: monthKey(year, month),
        generated_at: metadata.occurredAt,
        shift_types: shiftTypes,
      };
      tx.put(CALENDARS_TABLE, calendar);
      await recompute(tx, CALENDAR_DAYS_TABLE, daysOf(generated));
      // Generated before drafts existed: published as it was made.
      if (!data.draft) await publish(tx, { organizationId, year, month, publishedAt: metadata.occurredAt });
    },
    SchedulePublished: ({ data }, tx) => publish(tx, data),
    async ScheduleAssignmentChanged({ data }, tx) {
      const { violations, overrideReason } = data;
      const day = await changedDay(tx, data, { pinned: true, violations, override_reason: overrideReason });
      if (day) await recompute(tx, CALENDAR_DAYS_TABLE, [day]);
    },
    async ScheduleTradeApplied({ data }, tx) {
      // A trade changes the published month and its draft alike: the giver off each shift, the taker on at their position.
      for (const tables of [CALENDAR_TABLES.draft, CALENDAR_TABLES.published])
        for (const { date, shiftTypeId, fromMemberId, toMemberId, position } of data.shifts) {
          const shift = { ...data, date, shiftTypeId, position };
          const off = await changedDay(tx, { ...shift, memberId: fromMemberId, action: 'unassign' }, {}, tables);
          if (off) tx.put(tables.days, off);
          const on = await changedDay(tx, { ...shift, memberId: toMemberId, action: 'assign' }, {}, tables);
          if (on) await recompute(tx, tables.days, [on]);
        }
    },
    ShortNoticeChangesRecorded: ({ data }, tx) => markShortNotice(tx, data),
    OpenShiftPosted: (event, tx) => openShiftChanged(tx, event),
    ScheduleOpenShiftAssigned: (event, tx) => openShiftChanged(tx, event),
    ScheduleRepairProposed: ({ data }, tx) => keepProposal(tx, PROPOSALS_TABLE, data),
    async ScheduleRepairApplied({ data }, tx) {
      for (const edit of await appliedEdits(tx, PROPOSALS_TABLE, data)) {
        const day = await changedDay(tx, { ...data, ...edit });
        if (day) await recompute(tx, CALENDAR_DAYS_TABLE, [day]);
      }
    },
    async ScheduleCleared({ data }, tx) {
      const { organizationId, year, month } = data;
      await dropParts(tx, PARTS_TABLE, { organization_id: organizationId, period: monthKey(year, month) });
      await deleteMonth(tx, organizationId, year, month, CALENDAR_TABLES.published);
      await deleteMonth(tx, organizationId, year, month);
    },
    VacationRequested: ({ data }, tx) => tx.put(CALENDAR_ABSENCES_TABLE, vacationRecord(data)),
    VacationRequestApproved: ({ data }, tx) => changeVacation(tx, data.requestId, (vacation) => ({ ...vacation, approved: true })),
    VacationRequestRejected: dropVacation,
    VacationRequestCancelled: dropVacation,
    AbsenceRecorded({ data }, tx) {
      const absence = absenceRecord(data);
      tx.put(CALENDAR_ABSENCES_TABLE, absence);
      return recomputeWhere(tx, daysDuring(absence));
    },
    MemberRemoved({ data, metadata }, tx) {
      const removal = removalRecord(data, metadata.occurredAt);
      tx.put(CALENDAR_ABSENCES_TABLE, removal);
      return recomputeWhere(tx, { organization_id: data.organizationId, date: { gte: removal.start_date } }, (day) =>
        day.assignments.some((a) => a.member_id === data.memberId),
      );
    },
    async OrganizationDeleted({ data }, tx) {
      for (const table of [
        CALENDARS_TABLE,
        CALENDAR_DAYS_TABLE,
        PUBLISHED_CALENDARS_TABLE,
        PUBLISHED_CALENDAR_DAYS_TABLE,
        CALENDAR_ABSENCES_TABLE,
        PARTS_TABLE,
        PROPOSALS_TABLE,
      ])
        await deleteOrganizationRows(tx, table, data.organizationId);
    },
  },
});
