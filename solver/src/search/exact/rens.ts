/**
 * Relaxation-enforced neighbourhood search (RENS, Berthold 2014) on the converged master: every
 * cell to which the master LP gives one value with certainty keeps it, and the compact MILP
 * (milp.ts) decides the others. The roster master's LP is far tighter than the compact model's,
 * so the cells it settles are those of near-optimal schedules, and the sub-MIP left is small
 * enough for HiGHS: it finds schedules where diving and recombining rosters stall. Measurements:
 * docs/solver-benchmarks.md#reduced-cost-fixing-and-rens.
 */
import type { Highs } from 'highs';
import { OFF } from '../../model/types.ts';
import { NOT_FIXED, type Compiled } from '../compile/compiled.ts';
import { runHighs } from '../compile/highs.ts';
import { CERTAIN } from '../column-generation/master-lp.ts';
import { buildMilp, type ExcessRows, type Milp } from '../compile/milp.ts';
import { now } from '../orchestration/clock.ts';

export interface RensNeighbourhood {
  /** The LP's settled cells with their values (OFF elsewhere, where the sub-MIP decides). */
  sched: Int16Array;
  free: Uint8Array;
  cells: number;
  /** Per cell and shift type, (e*D+d)*S+s: the shifts a free cell may take, those the LP uses there. */
  allowed: Uint8Array;
  /**
   * When set, the narrow stage allows every shift on the open cells but holds what cover shortfalls
   * cost to this (the dived LP's): HiGHS then proves the neighbourhood's optimum sooner, or that
   * the neighbourhood misses the LP's shortfalls.
   */
  underCap?: number;
  /** Rows on the schedule's reduced costs (reduced-cost fixing's neighbourhoods). */
  excess?: ExcessRows;
  /** Only schedules below this objective are wanted (reduced-cost fixing's neighbourhoods, and the root's where the gap search follows). */
  cutoff?: number;
  /** Reduced-cost fixing's: where HiGHS proves this neighbourhood, the one to solve next (the same share aimed higher). */
  next?: RensNeighbourhood;
}

/**
 * Whether a schedule another thread found (`elsewhere`, below this thread's `own` best) meets a
 * neighbourhood's `cutoff`: the neighbourhood was built around an incumbent now beaten, and the
 * one below the new incumbent is narrower.
 */
export function overtaken(elsewhere: number, cutoff: number, own: number): boolean {
  return elsewhere < cutoff && elsewhere < own - 1e-6;
}

/** What `cellByCell`'s `decide` returns for a cell the sub-MIP decides. */
export const FREE = -3;

/**
 * A neighbourhood cell by cell: pinned cells keep their value; `decide` settles every other cell
 * (its value), frees it (FREE, after marking in `allowed` the shifts it may take), or gives the
 * neighbourhood up (undefined).
 */
export function cellByCell(c: Compiled, decide: (cell: number, allowed: Uint8Array) => number | undefined): RensNeighbourhood | undefined {
  const { E, D, S } = c;
  const sched = new Int16Array(E * D).fill(OFF),
    free = new Uint8Array(E * D),
    allowed = new Uint8Array(E * D * S);
  let cells = 0;
  for (let cell = 0; cell < E * D; cell++) {
    const value = c.fixed[cell] !== NOT_FIXED ? c.fixed[cell]! : decide(cell, allowed);
    if (value === undefined) return undefined;
    if (value !== FREE) sched[cell] = value;
    else {
      free[cell] = 1;
      cells++;
    }
  }
  return { sched, free, cells, allowed };
}

/** `x` is the master LP's value per cell and choice, (e*D + d)*(S+1) + 1 + v (off at + 0). */
export function rensNeighbourhood(c: Compiled, x: Float64Array): RensNeighbourhood {
  const { S } = c;
  return cellByCell(c, (cell, allowed) => {
    let settled = -2;
    for (let v = OFF; v < S; v++) if (x[cell * (S + 1) + 1 + v]! >= CERTAIN) settled = v;
    if (settled !== -2) return settled;
    for (let s = 0; s < S; s++) if (x[cell * (S + 1) + 1 + s]! > 1 - CERTAIN) allowed[cell * S + s] = c.allowed[cell * S + s]!;
    return FREE;
  })!;
}

export interface RensLimits {
  timeLimit: number;
  deadline: number;
  seed: number;
  /** Seconds HiGHS may take to prove the narrow stage; the other stages are skipped when it does not. */
  narrowLimit?: number;
  /** Runs once the narrow stage is proved (its optimum, or that it holds none); the other stages follow where it returns false. */
  afterNarrow?: () => boolean;
  /** Polled as HiGHS runs: true ends the run (highs.ts). */
  interrupt?: () => boolean;
}

/**
 * Solves the neighbourhood; each improving schedule HiGHS finds goes to `found` as it comes. Where
 * HiGHS proves the best schedule among the LP's shifts, the rest of the time goes to the same cells
 * with every shift the rules allow, warm-started from that schedule: the LP's support may miss every
 * optimum. When that is proved too and `wider` is given (the
 * neighbourhood before a cell dive, cell-dive.ts), the time left goes to its open cells and to every
 * cell where the dive moved off the value that neighbourhood settled, every shift allowed. Returns
 * whether HiGHS proved the narrow stage.
 */
export function rens(
  highs: Highs,
  c: Compiled,
  hood: RensNeighbourhood,
  limits: RensLimits,
  found: (sched: Int16Array) => void,
  wider?: RensNeighbourhood,
): boolean {
  const started = now();
  const left = (): number => limits.timeLimit - (now() - started) / 1000;
  const narrow = narrowMilp(c, hood);
  const timeLimit = Math.min(limits.timeLimit, limits.narrowLimit ?? Infinity);
  const cutoff = hood.cutoff === undefined ? {} : { cutoff: hood.cutoff };
  const { status, values } = runHighs(highs, narrow.data, { ...limits, ...cutoff, timeLimit, onSolution: (x) => found(narrow.decode(x)) });
  if (status === 'infeasible') limits.afterNarrow?.();
  if (status !== 'optimal' || !values) return false;
  if (limits.afterNarrow?.()) return true;
  let centre = narrow.decode(values);
  const stages: ((centre: Int16Array) => Uint8Array)[] = [() => hood.free];
  if (wider) stages.push((centre) => widened(wider, centre));
  for (const free of stages) {
    if (left() <= 0) break;
    const wide = buildMilp(c, centre, free(centre));
    const stage = runHighs(
      highs,
      wide.data,
      { ...limits, ...cutoff, timeLimit: left(), onSolution: (x) => found(wide.decode(x)) },
      wide.start,
    );
    if (stage.status !== 'optimal' || !stage.values) break;
    centre = wide.decode(stage.values);
  }
  return true;
}

/** The sub-MIP of the neighbourhood itself: its open cells with the shifts it allows there (every shift under a shortfall cap), and its rows. */
export function narrowMilp(c: Compiled, hood: RensNeighbourhood): Milp {
  return buildMilp(
    hood.underCap === undefined ? { ...c, allowed: hood.allowed } : c,
    hood.sched,
    hood.free,
    false,
    hood.underCap,
    hood.excess,
  );
}

/** The open cells of `hood` and every cell where `sched` left the value `hood` settled. */
function widened(hood: RensNeighbourhood, sched: Int16Array): Uint8Array {
  return hood.free.map((f, cell) => f || (sched[cell] !== hood.sched[cell] ? 1 : 0));
}
