import { ANALYTICS_TABLE, monthKey } from '@rostra/contracts';
import type { AbsenceRecord, AnalyticsMonthRecord, AssignmentEdit, GeneratedMonth, ScheduleAssignmentChanged } from '@rostra/contracts';
import type { ProjectionTx, TableSpec } from '@rostra/platform';
import { absenceOn } from '../shared/absences.ts';
import { allocationOf, withChange, type MemberShift } from './allocation.ts';

// The analytics draft: besides its rows, the projection keeps what an edit needs to recount a
// member — the month's shift type names and each member's shifts — in tables of its own, one
// bounded document per month and per member-month.

export const DRAFTS_TABLE = 'analytics_drafts';
export const SHIFTS_TABLE = 'analytics_draft_shifts';
/** Who is away when (approved vacations, absences, removals): their shifts those days do not count, as in the calendar. */
export const ABSENCES_TABLE = 'analytics_absences';

interface DraftMonth {
  id: string;
  organization_id: string;
  period: string;
  /** Shift type id → name, as at generation. */
  shift_type_names: Record<string, string>;
  [key: string]: unknown;
}

export interface DraftShifts {
  id: string;
  organization_id: string;
  period: string;
  member_id: string;
  shifts: MemberShift[];
  [key: string]: unknown;
}

export const draftTables: TableSpec[] = [
  { name: DRAFTS_TABLE, indexes: [{ fields: ['organization_id', 'period'] }] },
  { name: SHIFTS_TABLE, indexes: [{ fields: ['organization_id', 'period'] }, { fields: ['organization_id', 'member_id'] }] },
  { name: ABSENCES_TABLE, indexes: [{ fields: ['organization_id', 'member_id'] }] },
];

/** The tables of one version of the analytics (the draft, or the published month): rows, each member's shifts, the month's names. */
export interface VersionTables {
  rows: string;
  shifts: string;
  months: string;
}

export const DRAFT_VERSION: VersionTables = { rows: ANALYTICS_TABLE, shifts: SHIFTS_TABLE, months: DRAFTS_TABLE };

const rowId = (organizationId: string, period: string, memberId: string) => `${organizationId}:${period}:${memberId}`;

export type Identity = Pick<AnalyticsMonthRecord, 'id' | 'organization_id' | 'period' | 'member_id' | 'name' | 'requested'>;

/** A member's row counting the shifts they hold, except those of days they are away. */
export async function countedRow(
  tx: ProjectionTx,
  identity: Identity,
  shifts: readonly MemberShift[],
  shiftTypeNames: Record<string, string>,
): Promise<AnalyticsMonthRecord> {
  const where = { organization_id: identity.organization_id, member_id: identity.member_id };
  const absences = await tx.find<AbsenceRecord>(ABSENCES_TABLE, { where });
  const counted = shifts.filter((shift) => absenceOn(absences, identity.member_id, shift.date) === null);
  return { ...identity, ...allocationOf(counted, shiftTypeNames) };
}

/**
 * A member's row and shifts as they now stand. A member with nothing asked for and no shift has
 * no row, so an edit and its undoing leave the rows as they were.
 */
async function putMember(
  tx: ProjectionTx,
  identity: Identity,
  shifts: MemberShift[],
  shiftTypeNames: Record<string, string>,
  tables: VersionTables = DRAFT_VERSION,
): Promise<void> {
  const { id, organization_id, period, member_id } = identity;
  if (shifts.length > 0) tx.put(tables.shifts, { id, organization_id, period, member_id, shifts });
  else tx.delete(tables.shifts, id);
  if (shifts.length > 0 || Object.keys(identity.requested).length > 0) {
    tx.put(tables.rows, await countedRow(tx, identity, shifts, shiftTypeNames));
  } else tx.delete(tables.rows, id);
}

/** The month's draft as generated: its rows (members asked about or allocated), and what later edits recount from. */
export async function writeGenerated(tx: ProjectionTx, data: GeneratedMonth): Promise<void> {
  const { organizationId, memberNames } = data;
  const period = monthKey(data.year, data.month);
  const names = Object.fromEntries(data.shiftTypes.map((shiftType) => [shiftType.id, shiftType.name]));
  const month: DraftMonth = { id: `${organizationId}:${period}`, organization_id: organizationId, period, shift_type_names: names };
  tx.put(DRAFTS_TABLE, month);
  const shifts = new Map<string, MemberShift[]>(Object.keys(data.requested).map((memberId) => [memberId, []]));
  for (const { member_id, date, shift_type_id, position } of data.assignments) {
    shifts.set(member_id, [...(shifts.get(member_id) ?? []), { date, shift_type_id, position }]);
  }
  for (const [memberId, held] of shifts) {
    const requested: Record<string, number> = {};
    for (const [shiftTypeId, count] of Object.entries(data.requested[memberId] ?? {})) {
      const name = names[shiftTypeId];
      // Counts for shift types the month did not schedule (inactive ones) compare with nothing.
      if (name !== undefined) requested[name] = (requested[name] ?? 0) + count;
    }
    const id = rowId(organizationId, period, memberId);
    await putMember(
      tx,
      { id, organization_id: organizationId, period, member_id: memberId, name: memberNames[memberId] ?? memberId, requested },
      held,
      names,
    );
  }
}

type Change = Pick<ScheduleAssignmentChanged['data'], 'organizationId' | 'year' | 'month'> & AssignmentEdit;

/**
 * One change to a version of the month (by default the draft: a hand edit, or a change of an
 * applied repair; a trade changes the published month too): the member's row recounted. Nothing
 * without that version of the month.
 */
export async function applyChange(tx: ProjectionTx, change: Change, tables: VersionTables = DRAFT_VERSION): Promise<void> {
  const { organizationId, memberId: member_id } = change;
  const period = monthKey(change.year, change.month);
  const month = await tx.get<DraftMonth>(tables.months, `${organizationId}:${period}`);
  if (!month) return;
  const id = rowId(organizationId, period, member_id);
  const [held, row] = await Promise.all([tx.get<DraftShifts>(tables.shifts, id), tx.get<AnalyticsMonthRecord>(tables.rows, id)]);
  // A member the generation did not list: named by id (the reports name members as they are now).
  const identity: Identity = row ?? { id, organization_id: organizationId, period, member_id, name: member_id, requested: {} };
  await putMember(tx, identity, withChange(held?.shifts ?? [], change), month.shift_type_names, tables);
}
