/**
 * Ruin-and-recreate over whole rosters: clear a few employees' rosters, re-roster them one after
 * another with the exact roster DP (each a best response to everyone else), keep the result under
 * late acceptance. Every recreated roster keeps the per-employee hard rules, so the search moves
 * between valid schedules; the evaluator still judges each result (apart groups, pins).
 */
import { OFF } from '../model/types.ts';
import type { Evaluator } from './evaluator.ts';
import { better, type Incumbent } from './local-search.ts';
import { reroster, rowChanges, soloEmployees } from './reroster.ts';
import type { Rng } from './rng.ts';
import type { RosterDp } from './roster-dp.ts';

const EPS = 1e-9;

export interface RrOptions {
  iterations: number;
  deadline: number;
  historyLength: number;
  /** Most rosters ruined at once. */
  maxRuin: number;
  onImprove?: (best: Incumbent) => void;
}

/** Employees to ruin: a random one plus others that work a shift it works, or random ones. */
function pickRuined(ev: Evaluator, solo: number[], rng: Rng, k: number): number[] {
  const { D } = ev.c;
  const who = [solo[rng.int(solo.length)]!];
  for (let tries = 0; who.length < k && tries < 4 * k; tries++) {
    const d = rng.int(D), v = ev.sched[who[0]! * D + d]!;
    const pool = rng.next() < 0.5 && v !== OFF ? solo.filter((e) => ev.sched[e * D + d] !== v) : solo;
    const e = pool[rng.int(pool.length)];
    if (e !== undefined && !who.includes(e)) who.push(e);
  }
  return who;
}

export function ruinRecreate(ev: Evaluator, dp: RosterDp, rng: Rng, best: Incumbent, o: RrOptions): void {
  const { D, S } = ev.c;
  const solo = soloEmployees(ev);
  if (solo.length === 0) return;
  const prices = new Float64Array(D * (S + 1));
  const history = new Float64Array(o.historyLength).fill(ev.soft);
  const off = new Int16Array(D).fill(OFF);
  for (let i = 0; i < o.iterations; i++) {
    if ((i & 15) === 0 && Date.now() > o.deadline) break;
    const who = pickRuined(ev, solo, rng, 1 + rng.int(Math.min(o.maxRuin, solo.length)));
    const saved = who.map((e) => ev.sched.slice(e * D, (e + 1) * D));
    const hard = ev.hard, soft = ev.soft;
    for (const e of who) ev.apply(rowChanges(ev, e, off));
    for (const k of rng.shuffle(who.map((_, j) => j))) {
      if (!reroster(ev, dp, who[k]!, prices)) ev.apply(rowChanges(ev, who[k]!, saved[k]!));
    }
    const slot = i % o.historyLength;
    const accept = ev.hard < hard - EPS || (ev.hard <= hard + EPS && (ev.soft <= soft + EPS || ev.soft <= history[slot]! + EPS));
    if (!accept) who.forEach((e, k) => ev.apply(rowChanges(ev, e, saved[k]!)));
    else if (better(ev, best)) {
      best.sched.set(ev.sched); best.hard = ev.hard; best.soft = ev.soft;
      o.onImprove?.(best);
    }
    history[slot] = ev.soft;
  }
}
