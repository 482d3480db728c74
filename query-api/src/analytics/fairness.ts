import {
  locationFilterQuery,
  monthKey,
  monthQuery,
  organizationSettingsOf,
  type FairnessCounts,
  type FairnessLedgerRow,
  type FairnessReport,
} from '@rostra/contracts';
import type { FairnessLedgerEntry } from '@rostra/contracts/solver/input';
import { parse, type ReadStore } from '@rostra/platform';
import { holidayDatesIn } from '../shared/holidays.ts';
import { shiftTypesAt } from '../shared/locations.ts';
import { displayNamesOf } from '../shared/members.ts';
import { readOrganization } from '../shared/organizations.ts';
import { fairnessLedgerOf, monthsBefore } from '../shared/solver-input/fairness-ledger.ts';

function averageOf(rows: readonly FairnessLedgerEntry[]): FairnessCounts {
  const average = (field: keyof FairnessCounts) =>
    rows.length === 0 ? 0 : Math.round((rows.reduce((sum, row) => sum + row[field], 0) / rows.length) * 10) / 10;
  return {
    weekend_shifts: average('weekend_shifts'),
    night_shifts: average('night_shifts'),
    above_target_shifts: average('above_target_shifts'),
  };
}

/**
 * The ledger over the organization's window ending with the month asked for: what generating the
 * month after it balances; `?location_id=`: that location's shifts only.
 */
export async function fairnessReport(store: ReadStore, organizationId: string, query: Record<string, unknown>): Promise<FairnessReport> {
  const { year, month } = parse(monthQuery, query);
  const { location_id } = parse(locationFilterQuery, query);
  const [organization, shiftTypeIds] = await Promise.all([
    readOrganization(store, organizationId),
    shiftTypesAt(store, organizationId, location_id),
  ]);
  const window = organizationSettingsOf(organization?.settings).fairness_window_months;
  const months = monthsBefore(month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 }, window);
  const [ledger, names] = await Promise.all([
    fairnessLedgerOf(store, organizationId, months, holidayDatesIn(organization, months), shiftTypeIds),
    displayNamesOf(store, organizationId),
  ]);
  const employees = ledger
    .map(({ employee_id, ...counts }): FairnessLedgerRow => ({
      member_id: String(employee_id),
      name: names.get(String(employee_id)) ?? String(employee_id),
      ...counts,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.member_id.localeCompare(b.member_id));
  const key = (at: { year: number; month: number } | undefined) => (at ? monthKey(at.year, at.month) : null);
  return { months: window, from: key(months[0]), to: key(months.at(-1)), employees, team_average: averageOf(ledger) };
}
