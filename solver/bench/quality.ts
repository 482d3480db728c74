/**
 * The quality report's cost and size (docs/scheduling-quality.md): generated product months of 25
 * and 200 employees solved for 10 s (and the month of 25 staffed by 15: understaffed), and the worst case at 2,000 employees, an empty schedule
 * (every shift-day understaffed, every group to explain). Prints a markdown table:
 * report time without explanations, explanations (groups, with a change found, seconds), and
 * the event's JSON size. Run: npx tsx solver/bench/quality.ts
 */
import { solverInputSchema } from '@rostra/contracts/solver/input';
import { solveProduct } from '../src/product/solve-product.ts';
import { productQualityReport } from '../src/report/product.ts';
import { generateMonth } from '../src/testing/generate-month.ts';

const month = { requestId: 'bench', organizationId: 'bench', year: 2025, month: 3 };
const cases = [
  { employees: 25, solveSeconds: 10 },
  { employees: 25, solveSeconds: 10, staff: 15 },
  { employees: 200, solveSeconds: 10 },
  { employees: 2000, solveSeconds: 0 },
];

console.log(
  '| employees | schedule | understaffed | overstaffed | violations | groups explained | with a change | explain (s) | total (s) | event (KB) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const c of cases) {
  const planned = solverInputSchema.parse(generateMonth(c.employees, 1));
  // A month planned for 25 with 15 of them: understaffed, with causes to explain.
  const input = c.staff ? { ...planned, employees: planned.employees.slice(0, c.staff), collaborations: [] } : planned;
  const assignments = c.solveSeconds > 0 ? (await solveProduct(input, { timeLimitSeconds: c.solveSeconds, seed: 1 })).assignments : [];
  const started = Date.now();
  const report = await productQualityReport(input, assignments, month);
  const total = (Date.now() - started) / 1000;
  const violations = Object.values(report.violations).reduce((a, n) => a + n, 0);
  const explained = report.explanations.items.filter((x) => x.tried > 0);
  console.log(
    `| ${c.staff ? `${c.staff} (month for ${c.employees})` : c.employees} | ${c.solveSeconds > 0 ? `solved ${c.solveSeconds} s` : 'empty'} | ${report.understaffed.total} | ${report.overstaffed.total} | ${violations} | ${explained.length} of ${report.explanations.total} | ${explained.filter((x) => x.suggestions.length > 0).length} | ${report.explain_seconds.toFixed(1)} | ${total.toFixed(1)} | ${(JSON.stringify(report).length / 1024).toFixed(0)} |`,
  );
}
