/**
 * Reduced-cost fixing on the converged master: the Lagrangian bound of any cover duals π is
 * L = Σ req·π + Σ_e (e's cheapest roster under cell costs − π), and every schedule costs at least
 * L plus, per employee, what its roster costs above that employee's cheapest. So a shift (or day
 * off) whose cheapest roster through it costs more than (objective wanted − L) above the cheapest
 * is in no schedule of that objective, and the cells left with one choice are settled: the compact
 * MILP of the rest holds every better schedule. Where the LP's gap is small it leaves HiGHS a
 * neighbourhood it solves to the optimum, which RENS's neighbourhoods of the LP's support may
 * miss, and where HiGHS proves it empty the incumbent is optimal. Measurements:
 * docs/solver-benchmarks.md#reduced-cost-fixing-and-rens.
 */
import { OFF } from '../../model/types.ts';
import type { Compiled } from '../compile/compiled.ts';
import { coverTerm } from '../bounds/lagrangian-bound.ts';
import { cellByCell, FREE, type RensNeighbourhood } from '../exact/rens.ts';
import type { RosterDp } from '../roster-dp/roster-dp.ts';

// Duals and DP sums are exact only to floating point.
const TOLERANCE = 1e-6;

export interface ReducedCosts {
  /** The Lagrangian bound of the duals. */
  bound: number;
  /**
   * The neighbourhood of every schedule in which no employee's roster costs more than `slack`
   * above its cheapest (every schedule costing at most bound + slack is one), with rows that hold
   * the sum of those excesses to `cap` (milp.ts; they let HiGHS find and prove the optimum several
   * times sooner); undefined when a cell has no choice left, so there is no such schedule.
   */
  hood(slack: number, cap?: number): RensNeighbourhood | undefined;
}

/**
 * Reduced costs of the cover duals `cover` (where `lagrangianApplies`); undefined when they leave
 * the range in which the bound holds. `cellPrices(e)` prices e's cells against them (as `dualPrices`).
 */
export function reducedCosts(
  c: Compiled,
  dp: RosterDp,
  cover: Float64Array,
  cellPrices: (e: number) => Float64Array,
): ReducedCosts | undefined {
  const { E, D, S } = c;
  const term = coverTerm(c, cover);
  if (term === undefined) return undefined;
  const rows = Array.from({ length: E }, (_, e) => dp.through(e, cellPrices(e)));
  const bound = rows.reduce((sum, r) => sum + r.cheapest, term);
  const above = new Float64Array(E * D * (S + 1));
  rows.forEach(({ through, cheapest }, e) => {
    for (let k = 0; k < D * (S + 1); k++) above[e * D * (S + 1) + k] = through[k]! - cheapest;
  });
  const hood = (slack: number, cap = slack): RensNeighbourhood | undefined => {
    const decided = cellByCell(c, (cell, allowed) => {
      const open: number[] = [];
      for (let v = OFF; v < S; v++) if (above[cell * (S + 1) + v + 1]! <= slack + TOLERANCE) open.push(v);
      // None open: no schedule of the objective wanted; one: the cell is settled.
      if (open.length <= 1) return open[0];
      // The compact MILP lets a free cell be off whether or not off is open: a wider neighbourhood.
      for (const v of open) if (v !== OFF) allowed[cell * S + v] = 1;
      return FREE;
    });
    return decided && { ...decided, excess: { above, cap } };
  };
  return { bound, hood };
}
