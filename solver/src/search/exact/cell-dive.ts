/**
 * Diving on cells before RENS: where the converged master leaves too many cells split for HiGHS
 * to finish the RENS sub-MIP, fix the cells to which the LP gives one value with at least
 * THRESHOLD, the most certain first and no more than the split cells above the target (the single
 * most certain one when none is that sure), converge column generation again under those fixings
 * (the pricer builds only rosters that keep them), and repeat until few cells are split. Each step
 * is a few warm pivots and pricing passes.
 * Cells on a day where the LP leaves cover short, or next to one, are not fixed while cells on
 * other days are split: they decide who can take the short shifts (a night the day before forbids
 * the next day's early shifts), and dives that fixed them mostly excluded every schedule with the
 * LP's shortfalls. Measurements: docs/solver-benchmarks.md#cell-dive.
 */
import { NOT_FIXED, type Compiled } from '../compile/compiled.ts';
import { CERTAIN, type MasterDuals, type MasterLp } from '../column-generation/master-lp.ts';
import type { Rng } from '../heuristics/rng.ts';
import { now } from '../orchestration/clock.ts';

// Lower thresholds fix more per step and raise the LP faster, past the best schedules.
const THRESHOLD = 0.9;
// A cover whose shortfall slack exceeds this counts as short.
const SHORT = 1e-6;

/** Prices every employee against the duals with the cells of `fixed` held; returns how many rosters joined the pool. */
export type FixedPricer = (duals: MasterDuals, fixed: Int16Array) => number;

/**
 * The master's cell values (as `MasterLp.cellValues`) once at most `target` cells are split, or
 * undefined when the deadline passed first or the fixings left an employee without a roster in
 * the pool (its artificial roster in the LP). The master's fixings are released either way.
 * With `rng`, the sure cells of each step are fixed in a shuffled order: another dive. The dive
 * also gives up (undefined) where it stalls: with `stallAbove`, where no cell away from the
 * shortfalls is sure while more than that many split cells remain above the target (from there it
 * fixes one cell per convergence); with `stepSeconds`, where one step's column generation takes
 * longer than that.
 */
export function cellDive(
  c: Compiled,
  master: MasterLp,
  price: FixedPricer,
  target: number,
  deadline: number,
  o: { rng?: Rng | undefined; stallAbove?: number; stepSeconds?: number } = {},
): Float64Array | undefined {
  const { E, D, S } = c;
  const fixed = c.fixed.slice();
  try {
    for (;;) {
      let duals: MasterDuals | undefined;
      const stepDeadline = Math.min(deadline, now() + (o.stepSeconds ?? Infinity) * 1000);
      do if (!(duals = master.solve(stepDeadline))) return undefined;
      while (price(duals, fixed) > 0);
      if (master.usesArtificial()) return undefined;
      const x = master.cellValues();
      // Split cells as [cell, value, certainty], the most certain first.
      const split: [number, number, number][] = [];
      for (let cell = 0; cell < E * D; cell++) {
        if (fixed[cell] !== NOT_FIXED) continue;
        let v = 0,
          most = 0;
        for (let i = 0; i <= S; i++)
          if (x[cell * (S + 1) + i]! > most) {
            most = x[cell * (S + 1) + i]!;
            v = i - 1;
          }
        if (most < CERTAIN) split.push([cell, v, most]);
      }
      if (split.length <= target) return x;
      split.sort((a, b) => b[2] - a[2]);
      const near = nearShortfalls(c, master);
      // Never more fixings than split cells above the target: each fixing may settle other cells too.
      const apart = split.filter(([cell]) => !near[cell % D]);
      const sure = apart.filter(([, , most]) => most >= THRESHOLD);
      if (sure.length === 0 && split.length - target > (o.stallAbove ?? Infinity)) return undefined;
      o.rng?.shuffle(sure);
      sure.length = Math.min(sure.length, split.length - target);
      for (const [cell, v] of sure.length > 0 ? sure : (apart.length > 0 ? apart : split).slice(0, 1)) {
        fixed[cell] = v;
        master.fixCell(Math.floor(cell / D), cell % D, v);
      }
    }
  } finally {
    master.release();
  }
}

/** Per day: whether the LP leaves some cover of that day, the day before or the day after short. */
function nearShortfalls(c: Compiled, master: MasterLp): Uint8Array {
  const { D, S } = c,
    short = master.shortCovers(SHORT),
    near = new Uint8Array(D);
  for (let d = 0; d < D; d++)
    for (let s = 0; s < S; s++) {
      if (short[d * S + s]) for (let n = Math.max(0, d - 1); n <= Math.min(D - 1, d + 1); n++) near[n] = 1;
    }
  return near;
}
