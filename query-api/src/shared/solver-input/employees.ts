import { datesOverlap, type EffectivePreferences } from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { peopleOf } from '../people.ts';
import { effectivePreferencesOf } from '../preferences.ts';
import { vacationRecords } from '../vacation-requests.ts';

export interface EmployeeSchedulingInputs extends EffectivePreferences {
  /** Member id. */
  id: string;
  /** In the organization's name display format. */
  name: string;
  /** Approved vacations sharing a day with the month, inclusive dates (not clipped to the month). */
  vacations: { start_date: string; end_date: string }[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * For schedule generation: every schedulable employee (docs/product/states.md) of an organization with their
 * effective preferences (contracts: effectivePreferences) and their approved vacations in the
 * month (1–12), in the shape of contracts/src/solver/input.ts's employees. Reads only the read
 * store and contracts, so a solver worker can take the same steps on its own.
 */
export async function employeesForMonth(
  store: ReadStore,
  organizationId: string,
  year: number,
  month: number,
  now: Date,
): Promise<EmployeeSchedulingInputs[]> {
  const first = `${year}-${pad(month)}-01`;
  const last = `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
  const people = await peopleOf(store, organizationId, now);
  const [employees, requests] = await Promise.all([
    effectivePreferencesOf(store, organizationId, people),
    vacationRecords(store, organizationId, { start_date: first, end_date: last }),
  ]);
  const approved = requests.filter(
    (request) => request.status === 'approved' && datesOverlap(request, { start_date: first, end_date: last }),
  );
  return employees.map((employee) => ({
    ...employee,
    vacations: approved
      .filter((request) => request.member_id === employee.id)
      .sort((a, b) => a.start_date.localeCompare(b.start_date))
      .map(({ start_date, end_date }) => ({ start_date, end_date })),
  }));
}
