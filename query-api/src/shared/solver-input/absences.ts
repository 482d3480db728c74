import { CALENDAR_ABSENCES_TABLE, type AbsenceRecord } from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { findIn } from '../../read-model.ts';

/**
 * The absences recorded for an organization's members that share a day with the month (the
 * calendar projection keeps them with vacations and removals), by member id: generation treats
 * them as approved vacations.
 */
export async function absencesInMonth(
  store: ReadStore,
  organizationId: string,
  first: string,
  last: string,
): Promise<Map<string, { start_date: string; end_date: string }[]>> {
  const rows = await findIn<AbsenceRecord>(store, CALENDAR_ABSENCES_TABLE, { where: { organization_id: organizationId, approved: true } });
  const byMember = new Map<string, { start_date: string; end_date: string }[]>();
  for (const row of rows) {
    const end = row.end_date ?? row.start_date;
    if (row.kind !== 'absence' || row.start_date > last || end < first) continue;
    byMember.set(row.member_id, [...(byMember.get(row.member_id) ?? []), { start_date: row.start_date, end_date: end }]);
  }
  return byMember;
}
