/**
 * The band of minutes and weekends the roster DP tracks for one employee. Exact (`fullBand`): every
 * value up to the limits. Paced (`paceBand`), for horizons whose exact state space costs seconds
 * and gigabytes per roster (Curtois 22: 380,700 states × 364 days, 4–7 s; 24: 2.4 million, 154 s
 * and 2 GB): minutes only within a few shifts of an even pace towards the goal, weekends at most
 * two ahead of an even share of the maximum. A value outside the band is dropped where it could
 * break a limit, else counted conservatively (over for a maximum, under for a minimum), so every
 * row the paced DP returns keeps every rule: a restriction, never a relaxation — fast
 * construction and moves, not bounds.
 */
import type { Compiled } from '../compile/compiled.ts';
import type { RosterShape } from './roster-shape.ts';

export interface Band {
  /** Paced: also lets the DP try only the cheapest of the shift types that move it alike. */
  paced: boolean;
  /** Minute units before day d (d = 0..D) lie in [lo[d], lo[d] + width). */
  lo: Int32Array;
  width: number;
  /** Below the band: dropped where a minimum binds, else raised to its floor (over-counted). */
  dropLow: boolean;
  /** Above the band: dropped where a maximum binds, else lowered to its ceiling (under-counted). */
  dropHigh: boolean;
  /** Weekends worked before day d lie in [wLo[d], wLo[d] + wWidth); fewer are raised to wLo[d]. */
  wLo: Int32Array;
  wWidth: number;
}

/**
 * Half the band of minutes, in shifts of the mean length; and how far ahead of its share of
 * weekends a roster may run. Narrow: the DP's time is proportional to the band's area.
 */
const MINUTES_SHIFTS = 1.5;
const WEEKENDS_AHEAD = 1;
/**
 * A first row's band (paceBand's widen, the DP widening it where no row fits): half the usual
 * minutes. Over the year a first schedule of Curtois 24 took 39 s of rows under load, 7.7 s at
 * this width (5 times fewer states); its rows cost 15 % more, which the search's moves (in bands
 * of the usual width around each row, rowBand) win back within seconds
 * (docs/solver-benchmarks.md#the-search-over-long-horizons).
 */
export const FIRST_WIDEN = 0.5;

export function fullBand(c: Compiled, sh: RosterShape): Band {
  return {
    paced: false,
    lo: new Int32Array(c.D + 1),
    width: sh.muCap + 1,
    dropLow: false,
    dropHigh: false,
    wLo: new Int32Array(c.D + 1),
    wWidth: sh.weekendStates,
  };
}

/**
 * Most shifts employee e can work on days [0, d) for each d: runs of the maximum length between
 * rests of the minimum over the days it may work — the shape its pace follows (a vacation stalls it).
 */
function capacityBefore(c: Compiled, e: number, sh: RosterShape): Float64Array {
  const { D, S } = c,
    out = new Float64Array(D + 1),
    maxWork = Math.min(sh.maxWork, D),
    minOff = Math.max(1, sh.minOff);
  let run = 0,
    rest = minOff;
  for (let d = 0; d < D; d++) {
    let free = false;
    for (let s = 0; s < S && !free; s++) free = c.allowed[(e * D + d) * S + s] === 1;
    let works = false;
    if (!free) {
      run = 0;
      rest = minOff;
    } else if (run === maxWork) {
      run = 0;
      rest = 1;
    } else if (rest < minOff) rest++;
    else {
      run++;
      works = true;
    }
    out[d + 1] = out[d]! + (works ? 1 : 0);
  }
  return out;
}

/**
 * A band `widen` times the usual width around centres of minutes and weekends per day d = 0..D
 * (the state before day d).
 */
function bandAround(
  c: Compiled,
  sh: RosterShape,
  widen: number,
  minutesAt: (d: number) => number,
  weekendsAt: (d: number) => number,
): Band {
  const band = { ...fullBand(c, sh), paced: true };
  if (sh.muCap > 0) {
    const mean = sh.mu.reduce((a, b) => a + b, 0) / sh.mu.length;
    const half = Math.ceil(MINUTES_SHIFTS * widen * mean);
    if (2 * half + 1 < sh.muCap + 1) {
      for (let d = 0; d <= c.D; d++) band.lo[d] = Math.max(0, Math.round(minutesAt(d)) - half);
      band.width = 2 * half + 1;
      band.dropLow = sh.muMin > 0;
      band.dropHigh = sh.muMaxBinds;
    }
  }
  // At least one weekend ahead: a narrower first band is narrower in minutes only.
  const ahead = Math.ceil(WEEKENDS_AHEAD * widen);
  if (2 * ahead + 1 < sh.weekendStates) {
    for (let d = 0; d <= c.D; d++) band.wLo[d] = Math.max(0, weekendsAt(d) - ahead);
    band.wWidth = 2 * ahead + 1;
  }
  return band;
}

/**
 * The band `widen` times the usual width around an even pace: minutes towards the goal (between a
 * minimum and a maximum, else the limit) in step with e's capacity, weekends at the even share of
 * the maximum of those begun so far.
 */
export function paceBand(c: Compiled, e: number, sh: RosterShape, widen: number): Band {
  const goal = sh.muMaxBinds && sh.muMin > 0 ? (sh.muMin + sh.muCap) / 2 : sh.muCap;
  const cap = capacityBefore(c, e, sh),
    total = Math.max(1, cap[c.D]!);
  const begun = new Int32Array(c.D + 1);
  for (let d = 1; d <= c.D; d++) {
    const starts = c.weekendId[d - 1]! >= 0 && (d === 1 || c.weekendId[d - 2] !== c.weekendId[d - 1]);
    begun[d] = begun[d - 1]! + (starts ? 1 : 0);
  }
  return bandAround(
    c,
    sh,
    widen,
    (d) => (goal * cap[d]!) / total,
    (d) => Math.floor((sh.maxWeekends * begun[d]!) / c.weekendCount),
  );
}

/** The usual band around a row's own minutes and weekends: re-rostering part of it moves within a few shifts of it. */
export function rowBand(c: Compiled, sh: RosterShape, row: ArrayLike<number>): Band {
  const minutes = new Int32Array(c.D + 1),
    weekends = new Int32Array(c.D + 1);
  for (let d = 0; d < c.D; d++) {
    const v = row[d]!,
      wid = c.weekendId[d]!;
    minutes[d + 1] = minutes[d]! + (v >= 0 ? sh.mu[v]! : 0);
    // As the DP counts: a weekend once, on its first day worked.
    const again = d > 0 && row[d - 1]! >= 0 && c.weekendId[d - 1] === wid;
    weekends[d + 1] = weekends[d]! + (v >= 0 && wid >= 0 && !again ? 1 : 0);
  }
  return bandAround(
    c,
    sh,
    1,
    (d) => Math.min(minutes[d]!, sh.muCap),
    (d) => Math.min(weekends[d]!, sh.maxWeekends),
  );
}
