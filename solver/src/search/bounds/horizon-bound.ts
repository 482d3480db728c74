/**
 * A lower bound for long horizons (Curtois 20–24, 182–364 days), where the exact roster DP is too
 * slow for a Lagrangian bound (22: 380,700 states × 364 days a roster) and the windows' LPs drop
 * the yearly limits that drive the costs. Lagrangian relaxation of the cover rows (multipliers π,
 * −over ≤ π ≤ under) and of each employee's horizon-wide limits: total minutes (one free
 * multiplier ρ: a minimum below, a maximum above), weekends worked (ν ≥ 0) and per-type maxima
 * (λ ≥ 0). What is left falls apart by employee: the cheapest roster that keeps the sequence rules
 * (forbidden successions, consecutive shifts and days off, days off, pinned cells), a DP whose
 * state is only the run and the predecessor class (at most a few hundred states), under the cell
 * prices cellCost − π + ρ·minutes + λ, with ν on a weekend's first day worked. Every schedule keeps
 * those rules and limits, so for any multipliers in range its cost is at least the Lagrangian (a
 * count target's penalty is not negative, together/apart groups only narrow the choice, weekly
 * maxima are dropped): every value is a bound, and the volume algorithm raises it.
 */
import { OFF } from '../../model/types.ts';
import type { Compiled } from '../compile/compiled.ts';
import { fullBand } from '../roster-dp/pace.ts';
import { dualPrices } from '../roster-dp/dual-prices.ts';
import { transitions } from '../roster-dp/roster-dp.ts';
import { rosterShape, UNTRACKED, type RosterShape } from '../roster-dp/roster-shape.ts';
import { now } from '../orchestration/clock.ts';

// The ascent's settings: a start at half the shortfall weight, steps aimed a tenth of the empty
// cover's cost above the best bound at first and at most (NARROW_AIM; the `wide` and `surplus`
// starts: all of it), halved after 10 stalls and widened 5 % on each gain. What they reach, and
// the settings they beat: docs/solver-benchmarks.md#the-bound-over-long-horizons.
const START_SHARE = 0.5,
  NARROW_AIM = 0.1,
  WIDE_AIM = 1,
  STALL = 10,
  WIDEN = 1.05;
/**
 * The horizon-wide limits' multipliers step 1/k² as far as the Polyak step gives, their
 * subgradients counted 1/k in its norm, k = √(days / 28): their subgradients grow with the
 * horizon (a year's minutes miss by tens of shifts where a cover cell misses by one), so unscaled
 * they take the step's whole norm and π barely moves (docs/solver-benchmarks.md#the-bound-over-long-horizons).
 * 1 up to four weeks.
 */
const limitScale = (days: number): number => Math.sqrt(Math.max(1, days / 28));
/**
 * Share of the bound thread's time (bound-thread.ts) for this bound over a long horizon: the half it
 * had and the quarter of the rest the windows' LPs had after it (five eighths), the windows now
 * running only where this bound has no value.
 */
export const HORIZON_BOUND_SHARE = 0.625;

/** One employee's relaxed roster: the sequence rules only, with its horizon-wide limits to price. */
interface Relaxed {
  sh: RosterShape;
  /** Shift types that move the sequence DP alike (same predecessor class and forbidden predecessors). */
  groups: number[][];
  /**
   * The moves, looked up: next[(s + 1) * (groups + 1) + j], the state after state s (-1: before
   * day 0) takes a day off (j = 0) or a shift of group j − 1; -1 where a rule forbids it. The
   * sequence rules alone do not depend on the day past day 0.
   */
  next: Int32Array;
  /** Total minutes, in units of the mean shift length; -Infinity / Infinity where they cannot bind. */
  minUnits: number;
  maxUnits: number;
  /** Weekends: a maximum that can bind (else -1). */
  maxWeekends: number;
  /** Per-type maxima that can bind: the types and their maxima. */
  types: number[];
  typeMax: number[];
}

/** The roster shape with every horizon-wide count dropped: runs, successions and predecessor classes stay. */
function sequenceShape(c: Compiled, e: number): RosterShape {
  const sh = rosterShape(c, e);
  return {
    ...sh,
    weekendStates: 1,
    maxWeekends: c.weekendCount,
    weekCap: new Int32Array(c.weekCount).fill(UNTRACKED),
    weekStates: 1,
    muMin: 0,
    muCap: 0,
    muMaxBinds: false,
    counted: [],
    countMax: new Int32Array(0),
    countWidth: new Int32Array(0),
    priced: [],
    states: sh.runStates * 2 * sh.predecessors,
  };
}

export function relax(c: Compiled, e: number, unitMinutes: number, prices: Float64Array): Relaxed {
  const { D, S } = c,
    em = c.emp[e]!;
  const sh = sequenceShape(c, e);
  const byKey = new Map<string, number[]>();
  for (let v = 0; v < S; v++) {
    const column = Array.from({ length: sh.classes }, (_, k) => `${sh.forbidAfter[k * S + v]}${sh.forbidAfterGap[k * S + v]}`).join('');
    const key = `${sh.cls[v]}|${column}`;
    byKey.set(key, [...(byKey.get(key) ?? []), v]);
  }
  const longest = Math.max(...c.duration);
  const available = (s: number): number => {
    let n = 0;
    for (let d = 0; d < D; d++) n += c.allowed[(e * D + d) * S + s]!;
    return n;
  };
  const types = Array.from({ length: S }, (_, s) => s).filter((s) => em.maxPerType[s]! > 0 && em.maxPerType[s]! < available(s));
  const groups = [...byKey.values()],
    G = groups.length + 1,
    t = transitions(c, sh, fullBand(c, sh), prices, []);
  const next = new Int32Array((sh.states + 1) * G);
  for (let s = -1; s < sh.states; s++) {
    const d = s < 0 ? 0 : 1;
    t.load(d, s);
    for (let j = 0; j < G; j++) next[(s + 1) * G + j] = t.next(d, j === 0 ? OFF : groups[j - 1]![0]!);
  }
  return {
    sh,
    groups,
    next,
    minUnits: em.minMinutes > 0 ? em.minMinutes / unitMinutes : -Infinity,
    maxUnits: em.maxMinutes < D * longest ? em.maxMinutes / unitMinutes : Infinity,
    maxWeekends: em.maxWeekends < c.weekendCount ? em.maxWeekends : -1,
    types,
    typeMax: types.map((s) => em.maxPerType[s]!),
  };
}

/** Per-thread buffers of the relaxed DP. */
export class SequenceDp {
  private parent = new Int32Array(0);
  private value = new Int16Array(0);
  private cur = new Float64Array(0);
  private next = new Float64Array(0);
  private readonly best: Int16Array;
  private readonly bestPrice: Float64Array;

  constructor(private readonly c: Compiled) {
    this.best = new Int16Array(c.S);
    this.bestPrice = new Float64Array(c.S);
  }

  /** The cheapest row under `price` (d*(S+1) + v+1), with `weekend` on each weekend's first day worked; its cost. */
  solve(r: Relaxed, price: Float64Array, weekend: number, row: Int16Array): number {
    const { D, S, weekendId } = this.c;
    const N = r.sh.states,
      P = r.sh.predecessors,
      C = r.sh.classes,
      G1 = r.groups.length + 1,
      moves = r.next;
    if (this.parent.length < D * N) {
      this.parent = new Int32Array(D * N);
      this.value = new Int16Array(D * N);
    }
    if (this.cur.length < N) {
      this.cur = new Float64Array(N);
      this.next = new Float64Array(N);
    }
    let { cur, next } = this;
    const { parent, value, best, bestPrice } = this;
    cur.fill(Infinity, 0, N);
    const G = r.groups.length;
    for (let d = 0; d < D; d++) {
      next.fill(Infinity, 0, N);
      const base = d * (S + 1);
      for (let g = 0; g < G; g++) {
        let b = -1,
          p = Infinity;
        for (const s of r.groups[g]!) {
          const q = price[base + s + 1]!;
          if (q < p) {
            p = q;
            b = s;
          }
        }
        best[g] = b;
        bestPrice[g] = p;
      }
      const offPrice = price[base]!,
        wid = weekendId[d]!;
      for (let s = d === 0 ? -1 : 0; s < (d === 0 ? 0 : N); s++) {
        const from = s < 0 ? 0 : cur[s]!;
        if (from === Infinity) continue;
        const at = (s + 1) * G1;
        const k = s < 0 ? 0 : s % P;
        // As the exact DP counts: a weekend once, on its first day worked.
        const firstOfWeekend = wid >= 0 && !(d > 0 && k !== 0 && k < C && weekendId[d - 1] === wid);
        if (offPrice < Infinity) {
          const ns = moves[at]!;
          if (ns >= 0 && from + offPrice < next[ns]!) {
            next[ns] = from + offPrice;
            parent[d * N + ns] = s;
            value[d * N + ns] = OFF;
          }
        }
        for (let g = 0; g < G; g++) {
          if (bestPrice[g] === Infinity) continue;
          const ns = moves[at + g + 1]!;
          if (ns < 0) continue;
          const total = from + bestPrice[g]! + (firstOfWeekend ? weekend : 0);
          if (total < next[ns]!) {
            next[ns] = total;
            parent[d * N + ns] = s;
            value[d * N + ns] = best[g]!;
          }
        }
      }
      [cur, next] = [next, cur];
    }
    this.cur = cur;
    this.next = next;
    let end = -1;
    for (let s = 0; s < N; s++) if (cur[s]! < Infinity && (end < 0 || cur[s]! < cur[end]!)) end = s;
    if (end < 0) return Infinity;
    const cost = cur[end]!;
    for (let d = D - 1, s = end; d >= 0; d--) {
      row[d] = value[d * N + s]!;
      s = parent[d * N + s]!;
    }
    return cost;
  }
}

/** The multipliers: cover π per cell, and per employee ρ (minutes), ν (weekends), λ (per-type maxima). */
export interface Multipliers {
  pi: Float64Array;
  rho: Float64Array;
  nu: Float64Array;
  lambda: Float64Array[];
}

/** What the relaxed rosters use of what the multipliers price: cover per cell, and per employee minutes, weekends, per-type counts. */
interface Usage {
  worked: Float64Array;
  units: Float64Array;
  weekends: Float64Array;
  perType: Float64Array[];
}

const copy = (m: Multipliers): Multipliers => ({
  pi: m.pi.slice(),
  rho: m.rho.slice(),
  nu: m.nu.slice(),
  lambda: m.lambda.map((l) => l.slice()),
});

function usage(c: Compiled, relaxed: Relaxed[], sched: Int16Array, unitMinutes: number): Usage {
  const { E, D, S, weekendId } = c;
  const u: Usage = {
    worked: new Float64Array(D * S),
    units: new Float64Array(E),
    weekends: new Float64Array(E),
    perType: relaxed.map((r) => new Float64Array(r.types.length)),
  };
  const perType = new Float64Array(S);
  for (let e = 0; e < E; e++) {
    perType.fill(0);
    for (let d = 0; d < D; d++) {
      const v = sched[e * D + d]!;
      if (v === OFF) continue;
      u.worked[d * S + v]!++;
      u.units[e]! += c.duration[v]! / unitMinutes;
      perType[v]!++;
      const wid = weekendId[d]!;
      if (wid >= 0 && !(d > 0 && sched[e * D + d - 1] !== OFF && weekendId[d - 1] === wid)) u.weekends[e]!++;
    }
    relaxed[e]!.types.forEach((s, j) => (u.perType[e]![j] = perType[s]!));
  }
  return u;
}

/** x̄ ← αx + (1 − α)x̄: the volume algorithm's estimate of a primal solution of the relaxation. */
function blend(into: Usage, from: Usage, alpha: number): void {
  const mix = (a: Float64Array, b: Float64Array): void => {
    for (let i = 0; i < a.length; i++) a[i] = alpha * b[i]! + (1 - alpha) * a[i]!;
  };
  mix(into.worked, from.worked);
  mix(into.units, from.units);
  mix(into.weekends, from.weekends);
  into.perType.forEach((p, e) => mix(p, from.perType[e]!));
}

/**
 * The relaxation itself: each employee's relaxed roster, and the Lagrangian's value at any
 * multipliers in range.
 */
export class Relaxation {
  readonly relaxed: Relaxed[];
  /** Minutes are counted in units of the mean shift length. */
  readonly unitMinutes: number;
  /** The relaxed rosters of the last evaluation, employee by employee (e*D + d). */
  readonly sched: Int16Array;
  private readonly prices: Float64Array;
  private readonly dp: SequenceDp;
  private readonly row: Int16Array;

  constructor(readonly c: Compiled) {
    const { E, D, S } = c;
    this.unitMinutes = c.duration.reduce((a, b) => a + b, 0) / Math.max(1, S);
    this.prices = new Float64Array(D * (S + 1));
    this.relaxed = Array.from({ length: E }, (_, e) => relax(c, e, this.unitMinutes, this.prices));
    this.dp = new SequenceDp(c);
    this.sched = new Int16Array(E * D);
    this.row = new Int16Array(D);
  }

  /** Multipliers at 0, with π per covered cell as `cover` gives it. */
  multipliers(cover: (cell: number) => number): Multipliers {
    const { E, D, S } = this.c;
    const pi = new Float64Array(D * S);
    for (let i = 0; i < D * S; i++) if (this.c.hasCover[i]) pi[i] = cover(i);
    return { pi, rho: new Float64Array(E), nu: new Float64Array(E), lambda: this.relaxed.map((r) => new Float64Array(r.types.length)) };
  }

  /**
   * Employee e's term of the Lagrangian at m: its relaxed roster's priced cost (the roster left
   * in `sched`) less what the limits it prices allow; Infinity: no roster.
   */
  term(e: number, m: Multipliers): number {
    const { c, prices, unitMinutes } = this,
      { D, S } = c,
      r = this.relaxed[e]!;
    let value = 0;
    dualPrices(c, e, m.pi, prices);
    const rho = m.rho[e]!;
    if (rho !== 0)
      for (let d = 0; d < D; d++)
        for (let s = 0; s < S; s++) prices[d * (S + 1) + s + 1] = prices[d * (S + 1) + s + 1]! + (rho * c.duration[s]!) / unitMinutes;
    // ρ > 0 prices the maximum, ρ < 0 the minimum.
    value -= rho > 0 ? rho * r.maxUnits : rho < 0 ? rho * r.minUnits : 0;
    r.types.forEach((s, j) => {
      const l = m.lambda[e]![j]!;
      if (l === 0) return;
      for (let d = 0; d < D; d++) prices[d * (S + 1) + s + 1] = prices[d * (S + 1) + s + 1]! + l;
      value -= l * r.typeMax[j]!;
    });
    if (r.maxWeekends >= 0) value -= m.nu[e]! * r.maxWeekends;
    const cost = this.dp.solve(r, prices, m.nu[e]!, this.row);
    if (cost < Infinity) this.sched.set(this.row, e * D);
    return value + cost;
  }

  /**
   * The Lagrangian at m (a lower bound on every schedule's cost when m is in range), less what
   * summing a year of prices in floating point could have added; Infinity when an employee has no
   * roster, undefined when the deadline passed first.
   */
  value(m: Multipliers, deadline: number): number | undefined {
    const { c } = this,
      { E, D, S } = c;
    let value = 0;
    for (let i = 0; i < D * S; i++) if (c.hasCover[i]) value += c.req[i]! * m.pi[i]!;
    for (let e = 0; e < E; e++) {
      const t = this.term(e, m);
      if (t === Infinity) return Infinity;
      value += t;
      if (now() >= deadline) return undefined;
    }
    return value - (1e-9 * Math.abs(value) + 1e-6);
  }
}

// The volume algorithm (Barahona and Anbil): steps from the best multipliers along the blended
// usage, which damps the zigzag of plain subgradient steps.
const ALPHA = 0.03;

/**
 * Where the ascent starts. `shortfall`: cover priced at half the shortfall weight (from π = 0 every
 * roster that grants the requests ties, and the first step, from rosters that work nothing, lowers
 * the bound). `surplus`: cover priced at −over, as where the staff's minimum minutes exceed the
 * cover's: the relaxed rosters then work as little as their minima let them, and the first steps
 * lower ρ until they work their minima; it climbs to a modest bound in tens of rounds where the
 * shortfall start may not become positive at all (Curtois 24), but stalls lower where shortfall
 * drives the cost (Curtois 22). `wide`: the shortfall start with the aim of the surplus start, the
 * whole empty cover's cost: it turns positive sooner and climbs higher on 23, but stalls lower on 20
 * (docs/solver-benchmarks.md#the-bound-over-long-horizons).
 */
export type Start = 'shortfall' | 'wide' | 'surplus';

/**
 * Rounds over which a start whose bound rose by less than FLAT of it yields its turn, and how often
 * the start with the fewest rounds has the turn (every LEAD-th round; the others go to the best
 * bound): on 24 the surplus start rises throughout while the shortfall starts stay negative; on 20
 * the narrow shortfall start leads.
 */
const WINDOW = 50,
  FLAT = 0.01,
  LEAD = 4;
/**
 * The bound has settled where, over its last SETTLE_WINDOW rounds (all starts), it rose by less
 * than SETTLE_FLAT of itself. Every start flat by FLAT stops too soon: Curtois 2 at 684.6 in 785
 * rounds, where 1.5 times the rounds reach 721.1 and ten times no more.
 */
const SETTLE_WINDOW = 500,
  SETTLE_FLAT = 0.001;

function settled(history: readonly number[]): boolean {
  const n = history.length;
  if (n <= SETTLE_WINDOW) return false;
  const last = history[n - 1]!;
  return last > -Infinity && last - history[n - 1 - SETTLE_WINDOW]! < SETTLE_FLAT * Math.abs(last);
}

/**
 * Raises the bound until the deadline (or `rounds` iterations in all: reproducible), reporting
 * each better one; returns the best (undefined when no iteration finished, or an employee has no
 * roster even under the sequence rules alone). The starts take turns, round by round: every
 * LEAD-th the one with the fewest rounds, the others the one with the best bound, among those
 * still rising (a start whose bound is flat over its last WINDOW rounds yields to them).
 * `untilFlat`: it returns once the best bound has settled (`settled`), leaving the rest of its
 * time to the caller.
 */
export function horizonBound(
  c: Compiled,
  deadline: number,
  onBound?: (value: number) => void,
  rounds = Infinity,
  starts: readonly Start[] = ['shortfall', 'wide', 'surplus'],
  relaxation = new Relaxation(c),
  untilFlat = false,
): number | undefined {
  let best = -Infinity;
  const history: number[] = [];
  const report = (value: number): void => {
    if (value <= best) return;
    best = value;
    onBound?.(value);
  };
  const ascents = starts.map(
    (start) =>
      new Ascent(
        relaxation,
        relaxation.multipliers(start === 'surplus' ? (i) => -c.over[i]! : (i) => START_SHARE * c.under[i]!),
        start === 'shortfall' ? NARROW_AIM : WIDE_AIM,
        report,
      ),
  );
  for (let round = 0; round < rounds && now() < deadline; round++) {
    if (untilFlat && settled(history)) break;
    const rising = ascents.filter((a) => !a.flat()),
      pool = rising.length > 0 ? rising : ascents;
    // Every LEAD-th round to the start with the fewest rounds, the others to the best bound.
    const next = pool.reduce(round % LEAD === 0 ? (a, b) => (b.rounds < a.rounds ? b : a) : (a, b) => (b.best > a.best ? b : a));
    const done = next.round(deadline);
    if (done === 'infeasible') return undefined;
    if (done === 'late') break;
    history.push(best);
  }
  return best === -Infinity ? undefined : best;
}

/** The volume algorithm from one start, a round at a time. */
class Ascent {
  best = -Infinity;
  rounds = 0;
  private center: Multipliers;
  private readonly worst: number;
  private gap: number;
  private stalled = 0;
  private mean: Usage | undefined;
  /** The best bound after each round. */
  private readonly history: number[] = [];

  constructor(
    private readonly x: Relaxation,
    private m: Multipliers,
    private readonly aim: number,
    private readonly report: (value: number) => void,
  ) {
    const { c } = x,
      { D, S } = c;
    this.center = copy(this.m);
    let worst = 0;
    for (let i = 0; i < D * S; i++) if (c.hasCover[i]) worst += c.req[i]! * c.under[i]!;
    this.worst = worst;
    // With no schedule at hand, the step aims `gap` above the best bound: a share of the cost of
    // leaving every cover short at first (and at most), halved while the bound stalls, widened
    // while it rises.
    this.gap = aim * worst;
  }

  /** Whether the bound rose by less than FLAT of it over the last WINDOW rounds. */
  flat(): boolean {
    const { history: h } = this;
    return h.length > WINDOW && this.best - h[h.length - 1 - WINDOW]! < FLAT * Math.abs(this.best);
  }

  /** One round: 'infeasible' when an employee has no roster, 'late' when the deadline passed first. */
  round(deadline: number): 'done' | 'infeasible' | 'late' {
    const { x } = this,
      { c } = x;
    const value = x.value(this.m, deadline);
    if (value === Infinity) return 'infeasible';
    if (value === undefined) return 'late';
    this.rounds++;
    const used = usage(c, x.relaxed, x.sched, x.unitMinutes);
    if (this.mean) blend(this.mean, used, ALPHA);
    else this.mean = used;
    if (value > this.best + 1e-9) {
      this.best = value;
      this.center = this.m;
      this.stalled = 0;
      this.gap = Math.min(this.gap * WIDEN, this.aim * this.worst);
      this.report(value);
    } else if (++this.stalled >= STALL) {
      this.gap /= 2;
      this.stalled = 0;
    }
    this.history.push(this.best);
    this.m = stepFrom(c, x.relaxed, this.center, this.mean, Math.max(this.gap, 1e-6));
    return 'done';
  }
}

/** Multipliers one step from `center` along the subgradient at usage u: `excess` over its squared norm. */
function stepFrom(c: Compiled, relaxed: Relaxed[], center: Multipliers, u: Usage, excess: number): Multipliers {
  const { E, D, S } = c;
  const m = copy(center);
  const gRho = new Float64Array(E),
    gNu = new Float64Array(E);
  let norm = 0;
  const k2 = limitScale(D) ** 2;
  for (let e = 0; e < E; e++) {
    const r = relaxed[e]!,
      units = u.units[e]!,
      rho = center.rho[e]!;
    // The minutes' subgradient: the broken limit's excess, or where none is broken the side ρ prices.
    gRho[e] =
      units > r.maxUnits
        ? units - r.maxUnits
        : units < r.minUnits
          ? units - r.minUnits
          : rho > 0
            ? units - r.maxUnits
            : rho < 0
              ? units - r.minUnits
              : 0;
    if (r.maxWeekends >= 0) gNu[e] = u.weekends[e]! - r.maxWeekends;
    norm += (gRho[e]! ** 2 + gNu[e]! ** 2) / k2;
    r.types.forEach((_, j) => (norm += (u.perType[e]![j]! - r.typeMax[j]!) ** 2 / k2));
  }
  for (let i = 0; i < D * S; i++) if (c.hasCover[i]) norm += (c.req[i]! - u.worked[i]!) ** 2;
  if (norm === 0) return m;
  const t = excess / norm;
  for (let i = 0; i < D * S; i++)
    if (c.hasCover[i]) m.pi[i] = Math.min(c.under[i]!, Math.max(-c.over[i]!, m.pi[i]! + t * (c.req[i]! - u.worked[i]!)));
  for (let e = 0; e < E; e++) {
    const r = relaxed[e]!;
    // ρ may not price a side that cannot bind.
    const rho = m.rho[e]! + (t * gRho[e]!) / k2;
    m.rho[e] = rho > 0 && r.maxUnits === Infinity ? 0 : rho < 0 && r.minUnits === -Infinity ? 0 : rho;
    m.nu[e] = Math.max(0, m.nu[e]! + (t * gNu[e]!) / k2);
    m.lambda[e]!.forEach((l, j) => (m.lambda[e]![j] = Math.max(0, l + (t * (u.perType[e]![j]! - r.typeMax[j]!)) / k2)));
  }
  return m;
}
