/**
 * Fairness across months (docs/scheduling-rules.md): generated product months solved without and
 * with a skewed ledger (every third employee carried 12 weekend shifts in the window, the others
 * 2; every fourth 10 nights, the others 1). Prints a markdown table: understaffed units,
 * overstaffing, and over the window (ledger + the month) the spread of weekend and night shifts
 * (highest − lowest, standard deviation) and the month's weekend shifts of those who carried
 * many against the others. Run: npx tsx solver/bench/fairness.ts
 */
import { isNightShiftType } from '@rostra/contracts/shift-types/night-shift';
import { solverInputSchema, type SolverInput } from '@rostra/contracts/solver/input';
import { solveProduct } from '../src/product/solve-product.ts';
import { generateMonth } from '../src/testing/generate-month.ts';

const SOLVE_SECONDS = 10;

const ledgerOf = (input: SolverInput) => ({
  months: 3,
  members: input.employees.map((e, i) => ({
    employee_id: e.id,
    weekend_shifts: i % 3 === 0 ? 12 : 2,
    night_shifts: i % 4 === 0 ? 10 : 1,
    above_target_shifts: 0,
  })),
});
const spread = (xs: number[]) => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return `${Math.max(...xs) - Math.min(...xs)} / ${Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / xs.length).toFixed(1)}`;
};
const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(1);

console.log(
  '| employees | ledger | understaffed | overstaffed | weekends over the window: range / sd | nights: range / sd | month’s weekends: carried many / others |',
);
console.log('|---|---|---|---|---|---|---|');
for (const employees of [25, 100]) {
  const month = generateMonth(employees, 1);
  const ledger = ledgerOf(month);
  const nights = new Set(month.shift_types.filter((s) => isNightShiftType(s)).map((s) => String(s.id)));
  for (const withLedger of [false, true]) {
    const input = solverInputSchema.parse({ ...month, history: withLedger ? { fairness: ledger } : {} });
    const r = await solveProduct(input, { timeLimitSeconds: SOLVE_SECONDS, seed: 1 });
    const count = (id: string, pick: (a: (typeof r.assignments)[number]) => boolean) =>
      r.assignments.filter((a) => a.employee_id === id && pick(a)).length;
    const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    const weekends = ledger.members.map((m) => count(String(m.employee_id), (a) => isWeekend(a.date)));
    const windowWeekends = ledger.members.map((m, i) => m.weekend_shifts + weekends[i]!);
    const windowNights = ledger.members.map((m) => m.night_shifts + count(String(m.employee_id), (a) => nights.has(a.shift_type_id)));
    const understaffed = r.coverage.reduce((a, c) => a + Math.max(0, c.required_count - c.assigned_count), 0);
    const overstaffed = r.coverage.reduce((a, c) => a + Math.max(0, c.assigned_count - c.required_count), 0);
    console.log(
      `| ${employees} | ${withLedger ? 'skewed' : 'none'} | ${understaffed} | ${overstaffed} | ${spread(windowWeekends)} | ${spread(windowNights)} | ${mean(weekends.filter((_, i) => i % 3 === 0))} / ${mean(weekends.filter((_, i) => i % 3 !== 0))} |`,
    );
  }
}
