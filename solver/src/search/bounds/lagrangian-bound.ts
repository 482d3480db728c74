/**
 * A lower bound from any cover duals π of the master (column generation's by-product): relaxing
 * the cover rows (and skill rows) leaves Σ req·π plus, per employee, the cheapest roster under cell costs minus π.
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
 * Whether the DP's Lagrangian values (RosterDp.lower) bound every employee's roster costs from
 * below: as lagrangianApplies, but per-type maxima left to the DP's prices are relaxed by them
 * rather than kept, so only paced employees (whose rows are not the cheapest) stand in the way.
 */
export function lagrangianLowerBounds(c: Compiled, dp: RosterDp): boolean {
  return c.emp.every((em, e) => !dp.paced(e) && em.targets.every((t) => t.under >= 0 && t.over >= 0));
}

/**
 * Σ req·π over the covered cells (and Σ need·π over the skill rows, where the vector has them:
 * dual-prices.ts), less what the duals' tolerances could have cost; undefined when π leaves the
 * range in which shortfall and excess are priced (a skill row's surplus is free: 0 ≤ π ≤ under).
 */
export function coverTerm(c: Compiled, cover: Float64Array): number | undefined {
  const cells = c.D * c.S;
  let sum = 0,
    slack = 0;
  for (let i = 0; i < cells; i++) {
    if (!c.hasCover[i]) continue;
    const pi = cover[i]!;
    if (pi > c.under[i]! + DUAL_SLACK || pi < -c.over[i]! - DUAL_SLACK) return undefined;
    sum += c.req[i]! * pi;
    slack += c.req[i]! + c.E;
  }
  if (cover.length > cells)
    for (let k = 0; k < c.skill.length; k++) {
      const r = c.skill[k]!,
        pi = cover[cells + k]!;
      if (pi > r.under + DUAL_SLACK || pi < -DUAL_SLACK) return undefined;
      sum += r.need * pi;
      slack += r.need + c.E;
    }
  return sum - slack * DUAL_SLACK;
}
