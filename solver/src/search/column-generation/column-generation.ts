/**
 * Column generation's rounds over the master LP (master-lp.ts): the roster DP prices every
 * employee against cover duals (and skill rows' duals, where the employee is qualified), and each
 * roster that prices below its employee's LP dual joins the pool. Where the DP is exact
 * (lagrangianApplies) each pricing pass gives a Lagrangian bound, and over long horizons the duals
 * priced are smoothed (dual-smoothing.ts).
 */
import type { Compiled } from '../compile/compiled.ts';
import { DualSmoothing } from './dual-smoothing.ts';
import type { Evaluator } from '../heuristics/evaluator.ts';
import { coverTerm, lagrangianLowerBounds } from '../bounds/lagrangian-bound.ts';
import type { MasterDuals, MasterLp } from './master-lp.ts';
import type { RosterPool } from './master.ts';
import { dualPrices, rosterDual } from '../roster-dp/dual-prices.ts';
import type { RosterDp } from '../roster-dp/roster-dp.ts';

// The centre's weight in a round's first blend (docs/solver-benchmarks.md#price-and-branch).
export const SMOOTHING = 0.5;
// Over four weeks or fewer (Curtois 1–12) column generation converges within about a second
// unsmoothed, and smoothing moves the vertex it converges to: on Curtois 7 (price and branch
// alone, 45 s) RENS's root neighbourhood then held nothing within 1 % of the LP (1,061 at the end
// against 1,056). Over 56 days it converges in 10 s instead of 16, and over 84 days on every run
// with the full staff of Curtois 20 (one run of three before).
const SMOOTH_AFTER_DAYS = 28;

/** The centre's weight for model c: smoothing only over horizons longer than four weeks. */
export function smoothingFor(c: Compiled): number {
  return c.D > SMOOTH_AFTER_DAYS ? SMOOTHING : 0;
}

export interface ColumnSources {
  c: Compiled;
  dp: RosterDp;
  pool: RosterPool;
  master: MasterLp;
  /** Costs each priced roster (`employeeCost` reads the roster given, not the evaluator's schedule). */
  ev: Evaluator;
  /** Scratch cell prices of one employee, (d*(S+1)+v+1), v = -1 for a day off. */
  prices: Float64Array;
  /** The employees priced each round (one per unit). */
  employees: number[];
  /** Whether the cover duals give a Lagrangian bound (lagrangian-bound.ts). */
  bounded: boolean;
  /**
   * Where the DP prices per-type maxima, a second DP run per employee whose row leaves a priced
   * maximum slack, for a tighter bound (RosterDp.tighten): long runs that want the bound.
   */
  tight?: boolean;
}

export class ColumnGeneration {
  private readonly smoothing: DualSmoothing;
  /**
   * Whether each pricing pass gives a Lagrangian bound: where the DP is exact (`bounded`), and where
   * it leaves per-type maxima to its prices, from its Lagrangian values (RosterDp.lower), which
   * bound the generated months' shapes where the DP is not exact.
   */
  private readonly bounding: boolean;

  constructor(
    private readonly s: ColumnSources,
    /** Each pricing pass's Lagrangian bound, where bounded. */
    private readonly onBound?: (value: number) => void,
    alpha = smoothingFor(s.c),
  ) {
    this.smoothing = new DualSmoothing(s.bounded ? alpha : 0);
    this.bounding = s.bounded || lagrangianLowerBounds(s.c, s.dp);
  }

  /**
   * Re-optimises the master and prices every employee, at the smoothed duals and, after each pass
   * that adds nothing, closer to the LP's. The LP's duals and whether pricing converged (the LP's
   * own duals priced nothing new); undefined where the LP was interrupted.
   */
  round(deadline: number): { lp: MasterDuals; converged: boolean } | undefined {
    const { c, master, bounded, employees } = this.s;
    const lp = master.solve(deadline);
    if (!lp) return undefined;
    for (let misses = 0; ; misses++) {
      const at = this.smoothing.duals(lp.cover, misses);
      const { added, lowest } = this.price(lp, employees, c.fixed, at),
        term = this.bounding ? coverTerm(c, at) : undefined;
      if (term !== undefined && !Number.isNaN(lowest)) {
        this.onBound?.(term + lowest);
        if (bounded) this.smoothing.record(at, term + lowest);
      }
      if (added > 0) return { lp, converged: false };
      if (at === lp.cover) return { lp, converged: true };
    }
  }

  /**
   * Prices the employees in `free` (holding the cells of `fixed`, and pricing out the values
   * `forbidden` marks per (e*D+d)*(S+1)+v+1: branching on cells) at the cover duals `at`; the
   * rosters whose reduced cost at the LP's duals is negative join the pool. How many joined, the
   * sum of the employees' least roster prices (the DP's Lagrangian values, RosterDp.lower; NaN when
   * one is unknown), and whether every such roster joined (the pool refuses one that breaks a hard
   * rule the DP does not hold).
   */
  price(
    lp: MasterDuals,
    free: number[],
    fixed = this.s.c.fixed,
    at = lp.cover,
    forbidden?: Uint8Array,
  ): { added: number; lowest: number; complete: boolean } {
    const { c, dp, prices, ev, pool } = this.s,
      { D, S } = c,
      cells = D * (S + 1);
    let added = 0,
      lowest = 0,
      complete = true;
    for (const e of free) {
      dualPrices(c, e, at, prices, fixed);
      if (forbidden) for (let k = 0; k < cells; k++) if (forbidden[e * cells + k]) prices[k] = Infinity;
      const row = dp.solve(e, prices);
      if (this.s.tight) dp.tighten(e, prices, row);
      // The DP's Lagrangian value bounds even where its rounds found no row within the maxima;
      // an exact DP without a row gives none (its infeasibility is proved in rosterEveryone).
      lowest += Number.isFinite(dp.lower) ? dp.lower : NaN;
      if (!row) continue;
      const reduced = ev.employeeCost(e, row)[1] - lp.employee[e]! - rosterDual(c, e, row, lp.cover);
      if (reduced >= -1e-6) continue;
      if (pool.add(ev, e, row)) added++;
      else if (pool.indexOf(e, row) < 0) complete = false;
    }
    return { added, lowest, complete };
  }
}
