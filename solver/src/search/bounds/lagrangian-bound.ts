/**
 * A lower bound from any cover duals π of the master (column generation's by-product): relaxing
 * the cover rows leaves Σ req·π plus, per employee, the cheapest roster under cell costs minus π.
 * The roster DP gives that minimum exactly where it counts every per-employee rule in its state
 * (a roster's true cost adds only nonnegative count-target penalties to its cell costs). The
 * shortfall and excess columns keep the bound finite only while −over ≤ π ≤ under.
 */
import type { Compiled } from '../compile/compiled.ts';
import type { RosterDp } from '../roster-dp/roster-dp.ts';

// Duals are optimal only to the simplex's tolerances.
const DUAL_SLACK = 1e-6;

/** Whether the DP's minima bound every employee's roster costs from below. */
export function lagrangianApplies(c: Compiled, dp: RosterDp): boolean {
  return c.emp.every((em, e) => dp.exact(e) && em.targets.every((t) => t.under >= 0 && t.over >= 0));
}

/**
 * Σ req·π over the covered cells, less what the duals' tolerances could have cost; undefined when
 * π leaves the range in which shortfall and excess are priced.
 */
export function coverTerm(c: Compiled, cover: Float64Array): number | undefined {
  let sum = 0,
    slack = 0;
  for (let i = 0; i < cover.length; i++) {
    if (!c.hasCover[i]) continue;
    const pi = cover[i]!;
    if (pi > c.under[i]! + DUAL_SLACK || pi < -c.over[i]! - DUAL_SLACK) return undefined;
    sum += c.req[i]! * pi;
    slack += c.req[i]! + c.E;
  }
  return sum - slack * DUAL_SLACK;
}
