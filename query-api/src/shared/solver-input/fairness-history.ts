import type { SolverInput } from '@rostra/contracts/solver/input';
import type { ReadStore } from '@rostra/platform';
import { holidayDatesIn } from '../holidays.ts';
import type { OrganizationRow } from '../organizations.ts';
import { fairnessLedgerOf, monthsBefore, type YearMonth } from './fairness-ledger.ts';

/** The solver input's `history.fairness`: the window's months before the month and their ledger; nothing when the window is 0 (off). */
export async function fairnessHistory(
  store: ReadStore,
  organization: OrganizationRow | null,
  organizationId: string,
  month: YearMonth,
  windowMonths: number,
): Promise<Pick<NonNullable<SolverInput['history']>, 'fairness'>> {
  if (windowMonths === 0) return {};
  const months = monthsBefore(month, windowMonths);
  const members = await fairnessLedgerOf(store, organizationId, months, holidayDatesIn(organization, months));
  return { fairness: { months: windowMonths, members } };
}
