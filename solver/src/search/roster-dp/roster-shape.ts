/**
 * The state space of one employee's roster for the exact roster DP: which shift types behave
 * alike as a predecessor (same forbidden followers), how long runs must be tracked, how many
 * weekends and minutes (in units of the durations' gcd) matter. Limits that can never bind are
 * saturated so they cost no states (a product month without hour limits tracks no minutes).
 * Per-type maxima are counted in the state while that stays small; the rest are left to prices.
 */
import type { Compiled } from '../compile/compiled.ts';

export interface RosterShape {
  /**
   * Predecessor class of each shift type (1..classes-1) by the followers it forbids the next day
   * and two days later; class 0 is a day off.
   */
  cls: Int8Array;
  classes: number;
  /** forbidAfter[k * S + v]: shift v may not follow a shift of class k the next day. */
  forbidAfter: Uint8Array;
  /** forbidAfterGap[k * S + v]: nor two days later, after a day off (a rest longer than that day). */
  forbidAfterGap: Uint8Array;
  /**
   * Predecessor states: the classes, and where a rest reaches over a day off, "one day off after a
   * shift of class k" as classes + k - 1.
   */
  predecessors: number;
  /** Work runs are counted up to workCap (exact max when maxWork < workCap + 1), off runs to offCap. */
  workCap: number;
  offCap: number;
  maxWork: number;
  minWork: number;
  minOff: number;
  runStates: number;
  /** Weekend states 0..weekendStates-1 (1 when the limit cannot bind). */
  weekendStates: number;
  maxWeekends: number;
  /**
   * Weekly limits in minute units per week index (c.weekOf); UNTRACKED where the week's days
   * cannot exceed it. weekStates: the largest tracked limit + 1 (1 when none binds).
   */
  weekCap: Int32Array;
  weekStates: number;
  /** Minutes in units; muCap saturates (minimum only) or bounds (maximum) the tracked value. */
  unit: number;
  mu: Int32Array;
  muMin: number;
  muCap: number;
  muMaxBinds: boolean;
  /**
   * Shift types with a per-type maximum that can bind, counted in the state as the offset above
   * the count below which the rest of the horizon cannot break the maximum (see RosterDp):
   * countWidth offsets, at most min(max, units / mu - max) + 1 with minutes bounded.
   */
  counted: number[];
  countMax: Int32Array;
  countWidth: Int32Array;
  /** Shift types with a per-type maximum that can bind but would cost too many states: priced by Lagrangian multipliers. */
  priced: number[];
  /** States without counts; each counted maximum multiplies them by its width. */
  states: number;
  /**
   * Shift types that move the DP alike unless counted (same class, minutes, and classes they may
   * not follow): alike[s] is the first such type. Of these, only the cheapest on a day matters.
   */
  alike: Int32Array;
}

/** Most states a counted per-type maximum may grow the space to (memory: D × states × 5 bytes). */
export const COUNT_STATE_BUDGET = 1 << 19;

/** A week whose limit cannot bind: its minutes are not kept in the state. */
export const UNTRACKED = 2 ** 31 - 1;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** `countBudget`: the most states counted maxima may grow the space to (the rest are priced). */
export function rosterShape(c: Compiled, e: number, countBudget = COUNT_STATE_BUDGET): RosterShape {
  const { D, S } = c,
    em = c.emp[e]!;
  const rows = new Map<string, number>();
  const cls = new Int8Array(S);
  const forbidRows: [number[], number[]][] = [[[], []]];
  for (let s = 0; s < S; s++) {
    const row = [0, 1].map((gap) => Array.from({ length: S }, (_, v) => c.forbid[gap]![s * S + v]!)) as [number[], number[]];
    const key = row.map((r) => r.join('')).join('|');
    let k = rows.get(key);
    if (k === undefined) {
      k = forbidRows.length;
      rows.set(key, k);
      forbidRows.push(row);
    }
    cls[s] = k;
  }
  const classes = forbidRows.length;
  const forbidAfter = new Uint8Array(classes * S),
    forbidAfterGap = new Uint8Array(classes * S);
  forbidRows.forEach(([next, gap], k) =>
    next.forEach((f, v) => {
      forbidAfter[k * S + v] = f;
      forbidAfterGap[k * S + v] = gap[v]!;
    }),
  );
  const predecessors = forbidAfterGap.includes(1) ? 2 * classes - 1 : classes;
  const unit = Array.from(c.duration).reduce(gcd, 0) || 1;
  const mu = Int32Array.from(c.duration, (x) => x / unit);
  const firstAlike = new Map<string, number>();
  const alike = Int32Array.from({ length: S }, (_, v) => {
    const column = Array.from({ length: classes }, (_, k) => `${forbidAfter[k * S + v]}${forbidAfterGap[k * S + v]}`).join('');
    const key = `${cls[v]}|${mu[v]}|${column}`;
    if (!firstAlike.has(key)) firstAlike.set(key, v);
    return firstAlike.get(key)!;
  });

  const maxWorkBinds = em.maxWork < D;
  const workCap = maxWorkBinds ? em.maxWork : Math.max(1, em.minWork);
  const offCap = Math.max(1, em.minOff);
  const weekendStates = em.maxWeekends < c.weekendCount ? em.maxWeekends + 1 : 1;

  const most = D * Math.max(...mu);
  const muMin = Math.ceil(em.minMinutes / unit);
  const muMaxBinds = em.maxMinutes < most * unit;
  const tracked = muMaxBinds || muMin > 0;
  const muCap = !tracked ? 0 : muMaxBinds ? Math.floor(em.maxMinutes / unit) : muMin;

  const weekCap = new Int32Array(c.weekCount).fill(UNTRACKED);
  if (em.weekMax) {
    const daysIn = new Int32Array(c.weekCount);
    for (let d = 0; d < D; d++) daysIn[c.weekOf[d]!]!++;
    em.weekMax.forEach((max, w) => {
      const cap = Math.floor(max / unit);
      if (daysIn[w]! * Math.max(...mu) > cap) weekCap[w] = cap;
    });
  }
  const weekStates = weekCap.reduce((most, cap) => (cap === UNTRACKED ? most : Math.max(most, cap + 1)), 1);

  const available = (s: number): number => {
    let n = 0;
    for (let d = 0; d < D; d++) n += c.allowed[(e * D + d) * S + s]!;
    return n;
  };
  // Most shifts of a type a roster holds. A count's offset above the count the remaining days
  // cannot push past the maximum is at most this less the maximum (shifts so far + shifts left).
  const fit = (s: number): number => (muMaxBinds ? Math.min(D, Math.floor(muCap / mu[s]!)) : D);
  const limited = Array.from({ length: S }, (_, s) => s).filter((s) => em.maxPerType[s]! < Math.min(available(s), fit(s)));
  const width = (s: number): number => Math.min(em.maxPerType[s]!, fit(s) - em.maxPerType[s]!) + 1;
  const runStates = Math.max(workCap, offCap) + 1;
  const states = (muCap + 1) * weekStates * weekendStates * runStates * 2 * predecessors;
  const counted: number[] = [],
    priced: number[] = [];
  let all = states;
  for (const s of limited.sort((a, b) => width(a) - width(b))) {
    if (all * width(s) <= countBudget) {
      counted.push(s);
      all *= width(s);
    } else priced.push(s);
  }
  return {
    cls,
    classes,
    forbidAfter,
    forbidAfterGap,
    predecessors,
    workCap,
    offCap,
    maxWork: maxWorkBinds ? em.maxWork : Infinity,
    minWork: em.minWork,
    minOff: em.minOff,
    runStates,
    weekendStates,
    maxWeekends: em.maxWeekends,
    weekCap,
    weekStates,
    unit,
    mu,
    muMin,
    muCap,
    muMaxBinds,
    counted,
    countMax: Int32Array.from(counted, (s) => em.maxPerType[s]!),
    countWidth: Int32Array.from(counted, width),
    priced,
    states,
    alike,
  };
}
