/**
 * Moves aimed at an under-covered shift-day over a long horizon, where most of the cost is cover
 * missing on some shift-days while others are over-covered (Curtois 22–24: four fifths of it), and
 * every employee's minutes are nearly fixed (their minimum and maximum one shift apart), so a shift
 * cannot simply be added. One employee takes the missing shift: one who works that day switches to
 * it, or one who is off that day gives up another: the far end of a run next to it (the run
 * slides a day), or a shift within a week, preferably on an over-covered shift-day. Random moves
 * (moves.ts) seldom pair the two: from Curtois 22's first rows 20,000 local-search moves saved 385,
 * with two thirds of them deficit moves 10,007 (deficit-moves.test.ts). On a weekend day the one
 * who takes it preferably works the weekend's other day (taker). The search draws them where the
 * year's rows are slow (search.ts DEFICIT_SHARE) and, over a year, in a second local search.
 */
import { OFF } from '../../model/types.ts';
import { cellAllowed, type Compiled } from '../compile/compiled.ts';
import type { Change } from './evaluator.ts';
import { apartOk } from './moves.ts';
import type { Rng } from './rng.ts';

/** Draws of a cover cell before giving up on finding an under-covered one. */
const CELL_DRAWS = 16;
/** The shift given up lies within this many days of the one taken: runs and weeks stay much as they were. */
const REACH = 7;
/** Draws for one who works the rest of a weekend before taking a random employee (taker). */
const TAKER_DRAWS = 6;

/** A random under-covered shift-day d*S+s, or -1 when the draws find none. */
function underCovered(c: Compiled, count: Int32Array, rng: Rng): number {
  for (let k = 0; k < CELL_DRAWS; k++) {
    const i = rng.int(c.D * c.S);
    if (c.hasCover[i] && count[i]! < c.req[i]!) return i;
  }
  return -1;
}

/**
 * The far end of a run of e's that ends the day before d or starts the day after (the run slides
 * one day, its length kept), else -1.
 */
function runEnd(c: Compiled, sched: Int16Array, e: number, d: number, rng: Rng): number {
  const { D } = c,
    step = rng.int(2) === 0 ? -1 : 1;
  for (const dir of [step, -step]) {
    let x = d + dir;
    if (x < 0 || x >= D || sched[e * D + x] === OFF) continue;
    while (x + dir >= 0 && x + dir < D && sched[e * D + x + dir] !== OFF) x += dir;
    if (cellAllowed(c, e, x, OFF)) return x;
  }
  return -1;
}

/**
 * A day of e's to give up for d: half the time the far end of a run next to d, else a day within
 * REACH that e works, preferably on an over-covered shift-day; -1 if none.
 */
function shiftToGive(c: Compiled, sched: Int16Array, count: Int32Array, e: number, d: number, rng: Rng): number {
  const { D, S } = c;
  if (rng.int(2) === 0) {
    const end = runEnd(c, sched, e, d, rng);
    if (end >= 0) return end;
  }
  let any = -1,
    over = -1,
    seen = 0,
    seenOver = 0;
  for (let x = Math.max(0, d - REACH); x <= Math.min(D - 1, d + REACH); x++) {
    const v = sched[e * D + x]!;
    if (x === d || v === OFF || !cellAllowed(c, e, x, OFF)) continue;
    // Reservoir draws: a uniform choice among the days seen, and among the over-covered ones.
    if (rng.int(++seen) === 0) any = x;
    if (count[x * S + v]! > c.req[x * S + v]! && rng.int(++seenOver) === 0) over = x;
  }
  return over >= 0 ? over : any;
}

/** Whether e works another day of d's weekend: taking d then spends no weekend of e's limit. */
export function weekendStarted(c: Compiled, sched: Int16Array, e: number, d: number): boolean {
  const w = c.weekendId[d]!,
    { D } = c;
  if (w < 0) return false;
  for (const x of [d - 1, d + 1]) if (x >= 0 && x < D && c.weekendId[x] === w && sched[e * D + x] !== OFF) return true;
  return false;
}

/**
 * Someone to take shift s on day d: on a weekend day, preferably one off that day, allowed s, who
 * works the weekend's other day, else a random single employee; −1 if none. Everyone's weekends
 * are at their limit, so a weekend worked on one day is cover lost: Curtois 22's missing cover
 * lies nine tenths on weekends, and 200,000 moves saved twice as much with this preference
 * (docs/solver-benchmarks.md#the-search-over-long-horizons).
 */
function taker(c: Compiled, sched: Int16Array, d: number, s: number, rng: Rng): number {
  let first = -1;
  for (let k = 0; k < (c.weekendId[d]! >= 0 ? TAKER_DRAWS : 1); k++) {
    const unit = c.units[rng.int(c.units.length)]!;
    if (unit.length !== 1) continue;
    const e = unit[0]!;
    if (first < 0) first = e;
    if (sched[e * c.D + d] === OFF && cellAllowed(c, e, d, s) && weekendStarted(c, sched, e, d)) return e;
  }
  return first;
}

/** Cell changes giving an under-covered shift-day one more employee, or undefined where the draw finds none. */
export function deficitMove(c: Compiled, sched: Int16Array, count: Int32Array, rng: Rng): Change[] | undefined {
  const { D, S } = c;
  const i = underCovered(c, count, rng);
  if (i < 0) return undefined;
  const d = Math.floor(i / S),
    s = i % S;
  const e = taker(c, sched, d, s, rng);
  if (e < 0) return undefined;
  if (sched[e * D + d] === s || !cellAllowed(c, e, d, s)) return undefined;
  const changes: Change[] = [{ e, d, v: s }];
  if (sched[e * D + d] === OFF) {
    const x = shiftToGive(c, sched, count, e, d, rng);
    if (x < 0) return undefined;
    changes.push({ e, d: x, v: OFF });
  }
  return apartOk(c, sched, changes) ? changes : undefined;
}
