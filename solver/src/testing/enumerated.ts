/** Brute force for the roster DPs' specifications: every row of one employee over a two-shift-type tiny model. */
import type { RosterModel } from '../model/types.ts';
import type { Compiled } from '../search/compile/compiled.ts';
import { Rng } from '../search/heuristics/rng.ts';
import { employeeViolations } from '../validate/violations.ts';

/**
 * Employee 0's rows (3^days: off or either shift type each day) that keep every rule, twenty trial
 * prices per cell (off 0, a shift `base` − `spread` × uniform) with the cells the per-cell rules
 * forbid priced Infinity, as the DP's callers do, and a row's price under them.
 */
export function enumeratedRows(model: RosterModel, c: Compiled, seed: number, base: number, spread: number) {
  const days = model.days,
    rng = new Rng(seed);
  const rows = Array.from({ length: 3 ** days }, (_, x) => Int16Array.from({ length: days }, (_, d) => (Math.floor(x / 3 ** d) % 3) - 1));
  const valid = rows.filter((row) => employeeViolations(model, 0, row).length === 0);
  const trials = Array.from({ length: 20 }, () =>
    Float64Array.from({ length: days * 3 }, (_, i) => (i % 3 === 0 ? 0 : base - spread * rng.next())),
  );
  for (const cost of trials)
    for (let d = 0; d < days; d++) for (let v = 0; v < 2; v++) if (!c.allowed[d * 2 + v]) cost[d * 3 + v + 1] = Infinity;
  const price = (cost: Float64Array, row: Int16Array): number => row.reduce((sum, v, d) => sum + cost[d * 3 + v + 1]!, 0);
  return { valid, trials, price };
}
