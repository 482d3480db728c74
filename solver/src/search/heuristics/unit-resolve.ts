/**
 * Re-solves of together units: the whole rows of a few units freed at once, everyone else kept,
 * solved exactly as a compact MILP (milp.ts) warm-started from the schedule. A unit's members take
 * the same values, so its row pays every member's requests and count targets; the search moves
 * units by single days and blocks only (the roster DP, block exchanges and ruin-and-recreate take
 * solo employees), and the random rosters of its large neighbourhoods seldom free several units
 * together: on large months the together pairs cost several times what a solo employee does
 * (docs/solver-benchmarks.md#the-search-thread).
 */
import type { Highs } from 'highs';
import { NOT_FIXED, type Compiled } from '../compile/compiled.ts';
import type { Evaluator } from './evaluator.ts';
import { runHighs } from '../compile/highs.ts';
import { buildMilp } from '../compile/milp.ts';
import type { Rng } from './rng.ts';
import { now } from '../orchestration/clock.ts';

// Units freed per MILP, one sweep each: exchanges between a few units first (quick), then larger
// sets; one unit alone gains nothing, each being already its best response
// (docs/solver-benchmarks.md#the-search-thread).
const SWEEPS = [4, 8, Infinity];

/** Units of more than one member: the together groups. */
export function togetherUnits(c: Compiled): number[][] {
  return c.units.filter((u) => u.length > 1);
}

export interface UnitLimits {
  deadline: number;
  /** Seconds per MILP at most. */
  mipSeconds: number;
  seed: number;
}

/**
 * Sweeps of re-solves over the together units in a shuffled order; applies each better schedule to
 * `ev` (reported through `onImprove`) and returns what the sweeps saved.
 */
export function unitSweeps(highs: Highs, ev: Evaluator, rng: Rng, limits: UnitLimits, onImprove?: (ev: Evaluator) => void): number {
  const units = togetherUnits(ev.c);
  let saved = 0;
  for (const size of SWEEPS) {
    const order = rng.shuffle(units.slice()),
      step = Math.min(size, order.length);
    for (let i = 0; i < order.length && now() < limits.deadline; i += step) {
      const gain = unitResolve(highs, ev, order.slice(i, i + step), limits);
      if (gain > 0) {
        saved += gain;
        onImprove?.(ev);
      }
    }
  }
  return saved;
}

/** Frees the rows of `units` (their pinned cells stay) and solves them exactly; applies a better schedule and returns what it saved. */
export function unitResolve(highs: Highs, ev: Evaluator, units: number[][], limits: UnitLimits): number {
  const c = ev.c,
    { D } = c;
  const timeLimit = Math.min(limits.mipSeconds, (limits.deadline - now()) / 1000);
  if (timeLimit <= 0.05 || ev.hard > 0) return 0;
  const free = new Uint8Array(c.E * D);
  for (const u of units) for (const e of u) for (let d = 0; d < D; d++) if (c.fixed[e * D + d] === NOT_FIXED) free[e * D + d] = 1;
  const milp = buildMilp(c, ev.sched, free);
  const out = runHighs(highs, milp.data, { timeLimit, deadline: limits.deadline, seed: limits.seed }, milp.start);
  if (!out.values) return 0;
  const found = milp.decode(out.values);
  const changes = [];
  for (const u of units)
    for (const e of u)
      for (let d = 0; d < D; d++) if (found[e * D + d] !== ev.sched[e * D + d]) changes.push({ e, d, v: found[e * D + d]! });
  if (changes.length === 0) return 0;
  const [dh, ds] = ev.delta(changes);
  if (dh > 0 || (dh === 0 && ds >= 0)) return 0;
  ev.apply(changes);
  return -ds;
}

/** Whether unit re-solves apply: together units exist and someone has a count target (a product month, not Curtois & Qu). */
export function unitResolveApplies(c: Compiled): boolean {
  return togetherUnits(c).length > 1 && c.emp.some((em) => em.targets.length > 0);
}
