import { ANALYTICS_PUBLISHED_TABLE, type AbsenceRecord, type AnalyticsMonthRecord } from '@rostra/contracts';
import type { ProjectionTx, TableSpec } from '@rostra/platform';
import { changeVacation } from '../shared/absences.ts';
import { ABSENCES_TABLE, countedRow, DRAFT_VERSION, DRAFTS_TABLE, SHIFTS_TABLE, type DraftShifts, type VersionTables } from './draft.ts';

// Vacations, absences and removals after a month was generated: the member's shifts those days
// stop counting, in the draft and the published version alike, as they do in the calendar. The
// published version keeps, like the draft, each member's shifts and the month's shift type names,
// so a vacation approved after publication recounts it too.

export const PUBLISHED_SHIFTS_TABLE = 'analytics_published_shifts';
export const PUBLISHED_MONTHS_TABLE = 'analytics_published_months';

export const publishedTables: TableSpec[] = [
  { name: PUBLISHED_MONTHS_TABLE, indexes: [{ fields: ['organization_id', 'period'] }] },
  { name: PUBLISHED_SHIFTS_TABLE, indexes: [{ fields: ['organization_id', 'period'] }, { fields: ['organization_id', 'member_id'] }] },
];

export const PUBLISHED_VERSION: VersionTables = {
  rows: ANALYTICS_PUBLISHED_TABLE,
  shifts: PUBLISHED_SHIFTS_TABLE,
  months: PUBLISHED_MONTHS_TABLE,
};

const VERSIONS = [DRAFT_VERSION, PUBLISHED_VERSION];

/** The month's draft, as it stands, becomes what the published rows are recounted from. */
export async function publishShifts(tx: ProjectionTx, month: { organization_id: string; period: string }): Promise<void> {
  for (const [from, to] of [
    [DRAFTS_TABLE, PUBLISHED_MONTHS_TABLE],
    [SHIFTS_TABLE, PUBLISHED_SHIFTS_TABLE],
  ] as const) {
    for (const row of await tx.find(to, { where: month })) tx.delete(to, row.id);
    for (const row of await tx.find(from, { where: month })) tx.put(to, row);
  }
}

/** Recounts, in both versions, the member's months with a shift in the absence's days. */
async function recount(tx: ProjectionTx, absence: AbsenceRecord): Promise<void> {
  const { organization_id, member_id, start_date, end_date } = absence;
  const touches = (date: string) => start_date <= date && (end_date === null || date <= end_date);
  for (const version of VERSIONS) {
    for (const held of await tx.find<DraftShifts>(version.shifts, { where: { organization_id, member_id } })) {
      if (!held.shifts.some((shift) => touches(shift.date))) continue;
      const [row, month] = await Promise.all([
        tx.get<AnalyticsMonthRecord>(version.rows, held.id),
        tx.get<{ id: string; shift_type_names: Record<string, string> }>(version.months, `${organization_id}:${held.period}`),
      ]);
      if (!row || !month) continue;
      const { id, period, name, requested } = row;
      tx.put(
        version.rows,
        await countedRow(tx, { id, organization_id, period, member_id, name, requested }, held.shifts, month.shift_type_names),
      );
    }
  }
}

/** Keeps an absence (a vacation request counts once approved) and recounts what it changes. */
export async function keepAbsence(tx: ProjectionTx, absence: AbsenceRecord): Promise<void> {
  tx.put(ABSENCES_TABLE, absence);
  if (absence.approved) await recount(tx, absence);
}

/** A vacation request reviewed or cancelled: when that changes who works, the member's shifts are recounted. */
export async function reviewVacation(
  tx: ProjectionTx,
  requestId: string,
  change: (vacation: AbsenceRecord) => AbsenceRecord | null,
): Promise<void> {
  const touched = await changeVacation(tx, ABSENCES_TABLE, requestId, change);
  if (touched) await recount(tx, touched);
}
