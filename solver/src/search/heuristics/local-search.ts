/**
 * Late-acceptance hill climbing over the moves: a candidate is taken when it breaks fewer hard
 * rules, or as many and its cost is no worse than the current one or the one L steps ago. It
 * keeps the best schedule seen. Stops after `iterations` or at `deadline` (checked every 1024).
 */
import type { Evaluator } from './evaluator.ts';
import { coverMove, randomMove } from './moves.ts';
import { deficitMove } from './deficit-moves.ts';
import type { Rng } from './rng.ts';
import { now } from '../orchestration/clock.ts';

const EPS = 1e-9;

export interface Incumbent {
  sched: Int16Array;
  hard: number;
  soft: number;
}

export function better(a: { hard: number; soft: number }, b: { hard: number; soft: number }): boolean {
  return a.hard < b.hard - EPS || (Math.abs(a.hard - b.hard) <= EPS && a.soft < b.soft - EPS);
}

/** Copies the evaluator's schedule into `best` where it is better, and tells `onImprove`; whether it was. */
export function keepIfBetter(ev: Evaluator, best: Incumbent, onImprove?: (best: Incumbent) => void): boolean {
  if (!better(ev, best)) return false;
  best.sched.set(ev.sched);
  best.hard = ev.hard;
  best.soft = ev.soft;
  onImprove?.(best);
  return true;
}

export interface LsOptions {
  iterations: number;
  deadline: number;
  historyLength: number;
  maxBlock: number;
  /** Share of the draws that are deficit moves (deficit-moves.ts); none unless given. */
  deficitShare?: number;
  /** Called whenever the best schedule improves. */
  onImprove?: (best: Incumbent) => void;
}

export function localSearch(ev: Evaluator, rng: Rng, best: Incumbent, o: LsOptions): number {
  const c = ev.c;
  const history = new Float64Array(o.historyLength).fill(ev.soft);
  let i = 0;
  for (; i < o.iterations; i++) {
    if ((i & 1023) === 0 && now() > o.deadline) break;
    const r = rng.next();
    const move =
      r < 0.3
        ? coverMove(c, ev.sched, ev.count, rng, o.maxBlock)
        : r < 0.3 + (o.deficitShare ?? 0)
          ? deficitMove(c, ev.sched, ev.count, rng)
          : randomMove(c, ev.sched, rng, o.maxBlock);
    if (!move) continue;
    const [dh, ds] = ev.delta(move);
    if (dh > EPS) continue;
    const slot = i % o.historyLength;
    const candidate = ev.soft + ds;
    if (dh < -EPS || ds <= EPS || candidate <= history[slot]! + EPS) {
      ev.apply(move);
      keepIfBetter(ev, best, o.onImprove);
    }
    history[slot] = ev.soft;
  }
  return i;
}
