/**
 * Ruin-and-recreate over whole rosters (over a long horizon, four weeks of them): clear a few
 * employees' rosters, re-roster them one after another with the roster DP (each a best response to
 * everyone else; over a span, the rest of each row kept), then give each one
 * more best response now that the others are back (the first ones were placed against an empty
 * field). Every recreated roster keeps the per-employee hard rules, so the search moves between
 * valid schedules; the evaluator still judges each result (apart groups, pins).
 *
 * Acceptance is simulated annealing whose temperature is a falling multiple of the mean worsening
 * seen so far, so no scale is tuned per instance; a cycle that ends without a new best restarts
 * from the best.
 */
import { OFF } from '../../model/types.ts';
import type { Evaluator } from './evaluator.ts';
import { keepIfBetter, type Incumbent } from './local-search.ts';
import { reroster, rowChanges, soloEmployees } from './reroster.ts';
import type { Rng } from './rng.ts';
import type { RosterDp } from '../roster-dp/roster-dp.ts';
import { LONG_HORIZON } from '../bounds/windows.ts';
import { now } from '../orchestration/clock.ts';

const EPS = 1e-9;
/** Temperature at a cycle's start and end, as multiples of the mean worsening. */
const HOT = 0.05,
  COLD = 0.002;
const MAX_RUIN = 4;
/** Days a long horizon's ruin spans. */
export const SPAN_DAYS = 28;

/** The row with days [from, to) off. */
function cleared(row: Int16Array, from: number, to: number): Int16Array {
  const out = row.slice();
  out.fill(OFF, from, to);
  return out;
}

export interface RrOptions {
  iterations: number;
  deadline: number;
  onImprove?: (best: Incumbent) => void;
}

/** Employees to ruin: a random one plus others that work a shift it works (in the span), or random ones. */
function pickRuined(ev: Evaluator, solo: number[], rng: Rng, k: number, from: number, to: number): number[] {
  const { D } = ev.c;
  const who = [solo[rng.int(solo.length)]!];
  for (let tries = 0; who.length < k && tries < 4 * k; tries++) {
    const d = from + rng.int(to - from),
      v = ev.sched[who[0]! * D + d]!;
    const pool = rng.next() < 0.5 && v !== OFF ? solo.filter((e) => ev.sched[e * D + d] !== v) : solo;
    const e = pool[rng.int(pool.length)];
    if (e !== undefined && !who.includes(e)) who.push(e);
  }
  return who;
}

export class RuinRecreate {
  private readonly solo: number[];
  private readonly prices: Float64Array;
  private readonly off: Int16Array;
  /** Iterations per annealing cycle, and the position in the current one. */
  private readonly cycle: number;
  private step = 0;
  private meanUp = 0;
  private ups = 0;

  constructor(
    ev: Evaluator,
    private readonly dp: RosterDp,
    private readonly rng: Rng,
    /** Multiple of the temperature (a portfolio thread's, portfolio.ts). */
    private readonly heat = 1,
  ) {
    const { D, S } = ev.c;
    this.solo = soloEmployees(ev);
    this.prices = new Float64Array(D * (S + 1));
    this.off = new Int16Array(D).fill(OFF);
    this.cycle = Math.max(100, 20 * this.solo.length);
  }

  run(ev: Evaluator, best: Incumbent, o: RrOptions): void {
    const { D, E } = ev.c,
      rng = this.rng;
    if (this.solo.length === 0) return;
    for (let i = 0; i < o.iterations; i++) {
      if ((i & 7) === 0 && now() > o.deadline) break;
      if (this.step >= this.cycle) {
        this.step = 0;
        for (let e = 0; e < E; e++) ev.apply(rowChanges(ev, e, best.sched.subarray(e * D, (e + 1) * D)));
      }
      // A long horizon is ruined a few weeks at a time: a whole year's DP is too slow for a move.
      const from = D > LONG_HORIZON ? rng.int(D - SPAN_DAYS + 1) : 0,
        to = D > LONG_HORIZON ? from + SPAN_DAYS : D;
      const who = pickRuined(ev, this.solo, rng, 1 + rng.int(Math.min(MAX_RUIN, this.solo.length)), from, to);
      const saved = who.map((e) => ev.sched.slice(e * D, (e + 1) * D));
      const spans = saved.map((row) => (to - from < D ? { from, to, row } : undefined));
      const hard = ev.hard,
        soft = ev.soft;
      who.forEach((e, k) => ev.apply(rowChanges(ev, e, spans[k] ? cleared(saved[k]!, from, to) : this.off)));
      const recreate = (e: number): boolean => reroster(ev, this.dp, e, this.prices, spans[who.indexOf(e)]);
      let placed = true;
      for (const e of rng.shuffle(who.slice())) placed = recreate(e) && placed;
      if (placed && who.length > 1) for (const e of rng.shuffle(who.slice())) recreate(e);
      const up = ev.soft - soft;
      if (up > EPS) {
        this.ups++;
        this.meanUp += (up - this.meanUp) / this.ups;
      }
      const temperature = this.heat * this.meanUp * HOT * Math.pow(COLD / HOT, this.step / this.cycle);
      const accept = placed && (ev.hard < hard - EPS || (ev.hard <= hard + EPS && (up <= EPS || rng.next() < Math.exp(-up / temperature))));
      this.step++;
      if (!accept) who.forEach((e, k) => ev.apply(rowChanges(ev, e, saved[k]!)));
      else if (keepIfBetter(ev, best, o.onImprove)) this.step = 0;
    }
  }
}
