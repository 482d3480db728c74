/**
 * Exact cheapest roster of one employee under per-cell costs: a dynamic program over the days
 * whose state is (minutes, the week's minutes, weekends worked, run length, first run still open,
 * predecessor class), so every per-employee hard rule holds by construction — succession bans,
 * min/max consecutive work, min days off (runs touching the horizon's ends exempt from minimums),
 * max weekends, min/max minutes, weekly maxima, per-type maxima. A per-type maximum is counted
 * in the state as the offset above the count at which the rest of the horizon can no longer
 * break it (counts below are alike), which is a few values where the minutes bound the shifts;
 * the maxima that would still cost too many states are priced by Lagrangian multipliers, raised
 * until the roster keeps them.
 * Milliseconds per call, so it serves as construction, as a move and as a column pricer.
 */
import { OFF as OFF_VALUE } from '../../model/types.ts';
import type { Compiled } from '../compile/compiled.ts';
import { FIRST_WIDEN, fullBand, paceBand, rowBand, type Band } from './pace.ts';
import { LONG_HORIZON } from '../bounds/windows.ts';
import { COUNT_STATE_BUDGET, rosterShape, UNTRACKED, type RosterShape } from './roster-shape.ts';
import { trackedTargets, type TrackedCount, type TrackedTargets } from './target-pricing.ts';

// A module's own constant: an imported one is read through a getter under tsx, a third of the DP's time.
const OFF = OFF_VALUE;
const MAX_PRICE_ROUNDS = 14;
/**
 * Over a long horizon, above this many day-states (days × states; 5 bytes each) an employee's DP
 * is paced (pace.ts): between Curtois 1–12 (at most 0.4 million) and 20–24 (3–1,200 million), so
 * months stay exact (docs/solver-benchmarks.md#the-roster-dp).
 */
const PACE_ABOVE = 1 << 21;
const MAX_WIDEN = 4;
/**
 * Over the year, above this many day-states an employee's rows are among the slowest: its first
 * row's band is narrower (pace.ts FIRST_WIDEN), and where most employees' are, the search leans on
 * the local search (search.ts). Curtois 23 and 24 (up to 1–1.2 billion; 24's first rows 39 s
 * under load, 7.7 s narrower), not 20–22 (up to 0.14 billion; 22's first rows 3 s), which ended
 * higher with either (docs/solver-benchmarks.md#the-search-over-long-horizons).
 */
const NARROW_FIRST_ABOVE = 1 << 29;
/** The longest month: product months and Curtois 1–12 (28 days) keep their DP as it is. */
const MONTH = 31;
/**
 * Within a month, an employee whose Lagrangian rounds may cost more day-states than this makes
 * first rows quick too: a 28-day month of 18 shift types (2.5 million day-states an employee, 14
 * rounds) took 25 s for its first rows, still invalid, where paced ones took 7 s and were valid
 * (docs/solver-benchmarks.md#generated-suite-unseen-members-of-the-curtois-family); Curtois 10 (0.4
 * million, the most of 1–12) stays below.
 */
const SLOW_ROWS = 1 << 24;
/**
 * Moves (5 bytes each) the DP's graphs kept may hold: enough for the largest months measured, where
 * rebuilding the graphs every pass made the ascent's passes several times slower
 * (docs/solver-benchmarks.md#the-roster-dp).
 */
const KEEP_MOVES = 1 << 26;

export class RosterDp {
  private readonly shapes: (RosterShape | undefined)[] = [];
  private readonly bands: (Band | undefined)[] = [];
  /** Per employee, the multipliers of its per-type maxima that kept them last time. */
  private readonly prices: (Float64Array | undefined)[] = [];
  /** Per employee and maxima counted (`on`), the cells its last call allowed and, where they repeat, its DP's graph. */
  private readonly layers: (Map<string, Cells> | undefined)[] = [];
  /** Moves in the graphs kept, to bound their memory. */
  private kept = 0;
  private readonly scratch = new Scratch();
  private ahead = new Float64Array(0);
  private behind: [Float64Array, Float64Array] = [new Float64Array(0), new Float64Array(0)];

  private readonly targets: (TrackedTargets | undefined)[] = [];

  /**
   * After `solve`: at most what any row of the employee that keeps every rule costs at the prices
   * given, so a Lagrangian bound holds where the DP is not exact (per-type maxima left to prices,
   * lagrangian-bound.ts lagrangianLowerBounds); −Infinity where unknown (paced). The row's own cost
   * where the DP is exact.
   */
  lower = -Infinity;

  /**
   * `quick`: over more than a month, an employee whose per-type maxima are left to Lagrangian
   * prices is paced too where the rounds are slow (a first row each, `quickly`). `exactTargets`:
   * the count targets `trackedTargets` chooses are priced exactly in the state (target-pricing.ts),
   * on top of the cell prices given; unpaced employees only. `countBudget`: the most states the
   * per-type maxima counted in the state may grow it to (roster-shape.ts); the rest are priced.
   */
  constructor(
    readonly c: Compiled,
    private readonly quick = false,
    readonly exactTargets = false,
    private readonly countBudget = COUNT_STATE_BUDGET,
  ) {}

  /**
   * The DP for a first row of every employee: quick over more than a month (the exact DP's
   * Lagrangian rounds there cost a first schedule most of the budget), this one elsewhere. Later
   * rows stay exact: their prices' rounds find cheaper rows (docs/solver-benchmarks.md#the-roster-dp).
   */
  quickly(): RosterDp {
    const { D, E } = this.c;
    const slowMonth = (): boolean =>
      Array.from({ length: E }, (_, e) => this.shape(e)).some((sh) => sh.priced.length > 0 && D * sh.states * MAX_PRICE_ROUNDS > SLOW_ROWS);
    return D <= LONG_HORIZON && (D > MONTH || slowMonth()) ? new RosterDp(this.c, true, this.exactTargets, this.countBudget) : this;
  }

  shape(e: number): RosterShape {
    return (this.shapes[e] ??= rosterShape(this.c, e, this.countBudget));
  }

  /** Whether e's DP tracks minutes and weekends only near its pace: where the exact state space is too large. */
  paced(e: number): boolean {
    const sh = this.shape(e),
      work = this.c.D * sh.states;
    if (this.c.D > LONG_HORIZON) return work > PACE_ABOVE;
    return this.quick && sh.priced.length > 0 && work * MAX_PRICE_ROUNDS > PACE_ABOVE;
  }

  /** e's count targets priced in the state (none unless `exactTargets`, or where e is paced). */
  tracked(e: number): TrackedTargets {
    return (this.targets[e] ??=
      this.exactTargets && !this.paced(e)
        ? trackedTargets(this.c, e)
        : { counts: [], exact: new Uint8Array(this.c.emp[e]!.targets.length), factor: 1 });
  }

  private band(e: number): Band {
    return (this.bands[e] ??= this.paced(e) ? paceBand(this.c, e, this.shape(e), this.firstWiden(e)) : fullBand(this.c, this.shape(e)));
  }

  /** Whether e's rows are among the slowest: over the year, above NARROW_FIRST_ABOVE day-states. */
  largeRows(e: number): boolean {
    return this.c.D > LONG_HORIZON && this.c.D * this.shape(e).states > NARROW_FIRST_ABOVE;
  }

  /** A first row's band where e's rows are among the slowest is narrower (pace.ts FIRST_WIDEN); elsewhere the usual. */
  private firstWiden(e: number): number {
    return this.largeRows(e) ? FIRST_WIDEN : 1;
  }

  /** Whether `solve` finds e's cheapest row (not paced, no per-type maximum left to Lagrangian prices). */
  exact(e: number): boolean {
    return !this.paced(e) && this.shape(e).priced.length === 0;
  }

  /**
   * The cheapest row for employee e; cost[d*(S+1) + v+1] prices value v on day d (Infinity: not
   * allowed). Undefined when no row keeps the rules. Paced, `near` (a row of e's that keeps them)
   * centres the band on that row instead of the even pace: for re-rostering part of it.
   */
  solve(e: number, cost: Float64Array, near?: ArrayLike<number>): Int16Array | undefined {
    const { S } = this.c,
      sh = this.shape(e),
      em = this.c.emp[e]!;
    this.lower = -Infinity;
    if (this.paced(e)) return near ? this.withinMaxima(e, sh, rowBand(this.c, sh, near), cost) : this.pacedRow(e, sh, cost);
    const lambda = (this.prices[e] ??= new Float64Array(S)),
      band = this.band(e);
    if (sh.priced.length === 0) {
      const row = this.counted(e, sh, band, cost, lambda);
      if (row) this.lower = rowCost(cost, row, S);
      return row;
    }
    // Warm start from half the prices that last kept this employee's limits; the first raise is a
    // share of the price spread, so a binding limit is priced within a few rounds.
    for (const s of sh.priced) lambda[s]! /= 2;
    let spread = 0;
    for (const p of cost) if (p < Infinity && Math.abs(p) > spread) spread = Math.abs(p);
    for (let round = 0; round < MAX_PRICE_ROUNDS; round++) {
      const row = this.counted(e, sh, band, cost, lambda);
      if (!row) return undefined;
      // The row is the cheapest at cost + λ per shift of a priced type, the maxima relaxed: for any
      // λ ≥ 0, cost(row) + Σ λ_s (n_s − max_s) is at most what any row keeping them costs.
      let ok = true,
        value = rowCost(cost, row, S);
      for (const s of sh.priced) {
        const n = countOf(row, s);
        value += lambda[s]! * (n - em.maxPerType[s]!);
        if (n > em.maxPerType[s]!) {
          ok = false;
          lambda[s] = Math.max(1, spread / 4, lambda[s]! * 2);
        }
      }
      this.lower = Math.max(this.lower, value);
      if (ok) return row;
    }
    return undefined;
  }

  /**
   * After `solve` gave `row`: a second Lagrangian value, at no price on the maxima the row leaves
   * slack (the rounds' doubled prices undercut the value there by λ times the slack), raising
   * `lower` where it is higher; without a row (the rounds kept breaking a maximum, their prices
   * grown far past what a bound wants), at no price on any. One more run of the DP; nothing where
   * no priced maximum is slack.
   */
  tighten(e: number, cost: Float64Array, row: ArrayLike<number> | undefined): void {
    const sh = this.shape(e),
      max = this.c.emp[e]!.maxPerType,
      lambda = this.prices[e];
    if (this.paced(e) || !lambda) return;
    const slack = sh.priced.filter((s) => lambda[s]! > 0 && (!row || countOf(row, s) < max[s]!));
    if (slack.length === 0) return;
    const at = lambda.slice();
    for (const s of slack) at[s] = 0;
    const again = this.counted(e, sh, this.band(e), cost, at);
    if (!again) return;
    let value = rowCost(cost, again, this.c.S);
    for (const s of sh.priced) value += at[s]! * (countOf(again, s) - max[s]!);
    this.lower = Math.max(this.lower, value);
  }

  /** Paced: a band too narrow for e's rules widens (to four times the usual at most) before e is said to have no row. */
  private pacedRow(e: number, sh: RosterShape, cost: Float64Array): Int16Array | undefined {
    for (let widen = this.firstWiden(e); ; widen *= 2) {
      const row = this.withinMaxima(e, sh, this.band(e), cost);
      if (row || widen >= MAX_WIDEN) return row;
      this.bands[e] = paceBand(this.c, e, sh, widen * 2);
    }
  }

  /**
   * Paced: no Lagrangian rounds (each costs a run). A priced maximum the row breaks keeps its type
   * only on that many of the days the row took it (the cheapest of them), so no later row can break
   * it and the days kept fit the row's runs; a few runs at most, and every row keeps every maximum.
   */
  private withinMaxima(e: number, sh: RosterShape, band: Band, cost: Float64Array): Int16Array | undefined {
    const { D, S } = this.c,
      max = this.c.emp[e]!.maxPerType,
      none = new Float64Array(S);
    let limited = cost;
    for (;;) {
      const row = this.counted(e, sh, band, limited, none);
      if (!row) return undefined;
      const broken = sh.priced.filter((s) => row.reduce((n, v) => n + (v === s ? 1 : 0), 0) > max[s]!);
      if (broken.length === 0) return row;
      if (limited === cost) limited = cost.slice();
      for (const s of broken) {
        const price = (d: number): number => limited[d * (S + 1) + s + 1]!;
        const kept = new Set(
          Array.from({ length: D }, (_, d) => d)
            .filter((d) => row[d] === s)
            .sort((a, b) => price(a) - price(b))
            .slice(0, max[s]!),
        );
        for (let d = 0; d < D; d++) if (!kept.has(d)) limited[d * (S + 1) + s + 1] = Infinity;
      }
    }
  }

  /**
   * Counting is dear, so a maximum is counted only once the row breaks it: a row that keeps the
   * maxima left uncounted is the cheapest under all of them.
   */
  private counted(e: number, sh: RosterShape, band: Band, cost: Float64Array, lambda: Float64Array): Int16Array | undefined {
    const on: number[] = [];
    for (;;) {
      const row = this.run(e, sh, band, cost, lambda, on);
      if (!row) return undefined;
      const broken = sh.counted.flatMap((s, i) => (!on.includes(i) && row.filter((v) => v === s).length > sh.countMax[i]! ? [i] : []));
      if (broken.length === 0) return row;
      on.push(...broken);
    }
  }

  /** The cheapest row keeping the maxima of sh.counted[i] for i in `on` (and every other rule), at prices lambda. */
  private run(e: number, sh: RosterShape, band: Band, cost: Float64Array, lambda: Float64Array, on: number[]): Int16Array | undefined {
    const byOn = (this.layers[e] ??= new Map()),
      key = on.join(','),
      last = byOn.get(key);
    const same = last !== undefined && last.band === band && sameCells(last.allowed, cost);
    if (same && last.graph) return this.scratch.cheapest(this.c, last.graph, cost);
    // Paced bands change from call to call (rowBand, widening): their graphs are not kept; nor
    // those of employees with priced maxima (rare: no product month), so a graph needs no multipliers.
    const tracked = band.paced ? [] : this.tracked(e).counts;
    const keep = !band.paced && sh.priced.length === 0;
    const row = this.scratch.enumerate(this.c, sh, band, cost, lambda, on, same && keep, tracked);
    if (!keep) return row;
    if (last?.graph) this.kept -= last.graph.size;
    if (!same) byOn.set(key, { band, allowed: allowedCells(cost) });
    else {
      const graph = this.scratch.kept();
      if (this.kept + graph.size > KEEP_MOVES) {
        this.layers.forEach((m) => m?.forEach((x) => delete x.graph));
        this.kept = 0;
      }
      last.graph = graph;
      this.kept += graph.size;
    }
    return row;
  }

  /**
   * Per day and choice, d*(S+1) + v+1, the cost of e's cheapest row that takes v on day d, and
   * `cheapest`, the cheapest row's cost (Infinity: none), both under every rule but the maxima
   * left to Lagrangian prices (none where `exact`): lower bounds, which is what reduced-cost fixing
   * needs (reduced-cost-fixing.ts). A forward and a backward pass over the exact states (never
   * paced: these are bounds) with every counted maximum in them.
   */
  through(e: number, cost: Float64Array): { through: Float64Array; cheapest: number } {
    const { D, S } = this.c,
      sh = this.shape(e);
    const t = transitions(
      this.c,
      sh,
      fullBand(this.c, sh),
      cost,
      sh.counted.map((_, i) => i),
    );
    const N = t.states;
    // ahead[d*N + s]: the cheapest way into state s before day d. The backward pass needs only the
    // next day's cheapest ways to the end (after) while it fills the current day's (here).
    if (this.ahead.length < (D + 1) * N) this.ahead = new Float64Array((D + 1) * N);
    if (this.behind[0].length < N) this.behind = [new Float64Array(N), new Float64Array(N)];
    const { ahead } = this;
    let [here, after] = this.behind;
    ahead.fill(Infinity, 0, (D + 1) * N);
    const reached: Int32Array[] = [Int32Array.of(-1)];
    for (let d = 0; d < D; d++) {
      const list: number[] = [];
      for (const s of reached[d]!) {
        const base = s < 0 ? 0 : ahead[d * N + s]!;
        eachMove(t, cost, S, d, s, (_v, p, ns) => {
          const at = (d + 1) * N + ns;
          if (ahead[at] === Infinity) list.push(ns);
          if (base + p < ahead[at]!) ahead[at] = base + p;
        });
      }
      reached.push(Int32Array.from(list));
    }
    let cheapest = Infinity;
    for (const s of reached[D]!) {
      after[s] = 0;
      cheapest = Math.min(cheapest, ahead[D * N + s]!);
    }
    const through = new Float64Array(D * (S + 1)).fill(Infinity);
    for (let d = D - 1; d >= 0; d--) {
      for (const s of reached[d]!) {
        const base = s < 0 ? 0 : ahead[d * N + s]!;
        let rest = Infinity;
        eachMove(t, cost, S, d, s, (v, p, ns) => {
          const tail = p + after[ns]!,
            k = d * (S + 1) + v + 1;
          if (tail < rest) rest = tail;
          if (base + tail < through[k]!) through[k] = base + tail;
        });
        if (s >= 0) here[s] = rest;
      }
      [here, after] = [after, here];
    }
    return { through, cheapest };
  }
}

/** How many days of a row are shift s. */
function countOf(row: ArrayLike<number>, s: number): number {
  let n = 0;
  for (let d = 0; d < row.length; d++) if (row[d] === s) n++;
  return n;
}

/** A row's cost at cell prices cost[d*(S+1) + v+1]. */
function rowCost(cost: Float64Array, row: ArrayLike<number>, S: number): number {
  let sum = 0;
  for (let d = 0; d < row.length; d++) sum += cost[d * (S + 1) + row[d]! + 1]!;
  return sum;
}

/** The allowed cells (finite cost) of an employee's last call, with the DP's graph once they came twice in a row. */
interface Cells {
  band: Band;
  allowed: Uint8Array;
  graph?: Layers;
}

/** Marks the cells cost allows. */
function allowedCells(cost: Float64Array): Uint8Array {
  const allowed = new Uint8Array(cost.length);
  for (let i = 0; i < cost.length; i++) if (cost[i]! < Infinity) allowed[i] = 1;
  return allowed;
}

/** Whether cost allows exactly the cells `allowed` marks. */
function sameCells(allowed: Uint8Array, cost: Float64Array): boolean {
  for (let i = 0; i < allowed.length; i++) if ((cost[i]! < Infinity ? 1 : 0) !== allowed[i]) return false;
  return true;
}

/**
 * One employee's DP as a layered graph: level d holds the states before day d (level 0 the virtual
 * start) in the order the DP first reaches them, and each state its moves in the day's move order
 * (Moves), each with its value and the state it leads to. Which states and moves exist depends on which cells are
 * allowed (finite cost), the maxima counted and the band, never on the prices: kept, a graph serves
 * every call with the same allowed cells (each pass of the bound, column generation's rounds),
 * which then costs an addition and a comparison per move instead of decoding and encoding states.
 * Relaxed in the order the DP makes its moves, it gives the rows (ties included) the DP gives.
 */
interface Layers {
  /** Level d's states are start[d] .. start[d+1]-1 (d = 0..D). */
  start: Int32Array;
  /** State x's moves are first[x] .. first[x+1]-1: the value taken + 1 (v+1 indexes the day's costs) and the state it leads to. */
  first: Int32Array;
  move: Uint8Array;
  to: Int32Array;
  /** Each move's share of the count targets priced in the state (0 where none are). */
  gain: Float64Array;
  /** How many moves. */
  size: number;
}

/**
 * The DP's arrays, reused from call to call: the states of the last enumeration as a graph (Layers,
 * first-reached order), and the cheapest way into each state, with the state and move it came by.
 */
class Scratch {
  private start = new Int32Array(0);
  /** Per state, its state in `transitions`; and per such state, its index in the graph. */
  private ids = new Int32Array(1024);
  private index = new Int32Array(0);
  private first = new Int32Array(1024);
  private move = new Uint8Array(4096);
  private to = new Int32Array(4096);
  private gain = new Float64Array(4096);
  private best = new Float64Array(1024);
  private parent = new Int32Array(1024);
  private taken = new Uint8Array(1024);
  private live = new Uint8Array(0);

  /**
   * The cheapest row keeping the maxima of sh.counted[i] for i in `on`, enumerating the states, each
   * as `transitions` finds it; `record`: with their moves, as the graph `kept` returns.
   */
  enumerate(
    c: Compiled,
    sh: RosterShape,
    band: Band,
    cost: Float64Array,
    lambda: Float64Array,
    on: number[],
    record: boolean,
    tracked: TrackedCount[] = [],
  ): Int16Array | undefined {
    const { D, S } = c;
    const t = transitions(c, sh, band, cost, on, tracked),
      moves = new Moves(sh, on, band.paced, S),
      { v: mv, p: mp, m: mm } = moves;
    if (this.index.length < t.states) this.index = new Int32Array(t.states);
    const index = this.index.fill(-1, 0, t.states),
      start = new Int32Array(D + 2);
    start[1] = 1;
    this.ids[0] = -1;
    this.best[0] = 0;
    let count = 1,
      edges = 0;
    for (let d = 0; d < D; d++) {
      const n = moves.of(d, cost, lambda),
        level = start[d + 1]!;
      // Room for every move of the level: each may reach a new state.
      this.room(level + 1, count + (level - start[d]!) * n, record ? edges + (level - start[d]!) * n : 0);
      const { ids, first, move, to, gain, best, parent, taken } = this;
      for (let x = start[d]!; x < level; x++) {
        const base = best[x]!;
        first[x] = edges;
        t.load(d, ids[x]!);
        for (let j = 0; j < n; j++) {
          const ns = t.next(d, mv[j]!);
          if (ns < 0) continue;
          // An index below this level's start is a state of an earlier level: not reached yet here.
          let y = index[ns]!;
          if (y < level) {
            y = count++;
            index[ns] = y;
            ids[y] = ns;
            best[y] = Infinity;
          }
          if (record) {
            gain[edges] = t.gain;
            move[edges] = mv[j]! + 1;
            to[edges++] = y;
          }
          const total = base + mp[j]! + mm[j]! + t.gain;
          if (total < best[y]!) {
            best[y] = total;
            parent[y] = x;
            taken[y] = mv[j]! + 1;
          }
        }
      }
      start[d + 2] = count;
    }
    this.room(start[D]! + 1, count, edges);
    this.first[start[D]!] = edges;
    this.start = start;
    return this.row(D, start);
  }

  /** Grows the arrays (doubling, contents kept) to hold these many states with moves, states and moves. */
  private room(from: number, states: number, edges: number): void {
    if (this.first.length < from) this.first = grown(this.first, from, (n) => new Int32Array(n));
    if (this.ids.length < states) {
      this.ids = grown(this.ids, states, (n) => new Int32Array(n));
      this.parent = grown(this.parent, states, (n) => new Int32Array(n));
      this.taken = grown(this.taken, states, (n) => new Uint8Array(n));
      this.best = grown(this.best, states, (n) => new Float64Array(n));
    }
    if (this.to.length < edges) {
      this.to = grown(this.to, edges, (n) => new Int32Array(n));
      this.move = grown(this.move, edges, (n) => new Uint8Array(n));
      this.gain = grown(this.gain, edges, (n) => new Float64Array(n));
    }
  }

  /** The last enumeration's graph, to keep: without the states from which no row lasts the horizon. */
  kept(): Layers {
    const { start, first, move, to, gain } = this,
      D = start.length - 2,
      size = this.prune(D);
    return {
      start: start.slice(),
      first: first.slice(0, start[D]! + 1),
      move: move.slice(0, size),
      to: to.slice(0, size),
      gain: gain.slice(0, size),
      size,
    };
  }

  /**
   * Drops the states from which no row lasts the horizon (Curtois 7 and 12: two in five; a minimum
   * out of reach), with their moves, in place; returns how many moves are left. A state's
   * predecessors all lead on, so the cheapest ways into the states kept, ties included, stay.
   */
  private prune(D: number): number {
    const { start, first, move, to, gain, ids } = this,
      count = start[D + 1]!,
      edges = first[start[D]!]!;
    if (this.live.length < count) this.live = new Uint8Array(Math.max(count, 2 * this.live.length));
    const live = this.live.fill(1, start[D]!, count);
    for (let x = start[D]! - 1; x >= 0; x--) {
      let on = 0;
      for (let k = first[x]!; k < first[x + 1]! && !on; k++) on = live[to[k]!]!;
      live[x] = on;
    }
    if (live.subarray(0, count).every((on) => on === 1)) return edges;
    // ids (no longer needed) becomes each state's new index; indices and moves only move down.
    for (let x = 0, n = 0; x < count; x++) ids[x] = live[x] ? n++ : -1;
    let kept = 0;
    for (let d = 0, x = 0; d <= D; d++) {
      const end = start[d + 1]!;
      start[d + 1] = start[d]!;
      for (; x < end; x++) {
        if (!live[x]) continue;
        const y = start[d + 1]!;
        start[d + 1] = y + 1;
        if (d === D) continue;
        const from = first[x]!,
          last = first[x + 1]!;
        first[y] = kept;
        for (let k = from; k < last; k++)
          if (live[to[k]!]) {
            gain[kept] = gain[k]!;
            move[kept] = move[k]!;
            to[kept++] = ids[to[k]!]!;
          }
      }
    }
    first[start[D]!] = kept;
    return kept;
  }

  /**
   * The cheapest row through graph g at these prices, as `enumerate` finds it: graphs are kept
   * unpaced and without multipliers, so a move's price is its cell's cost and its gain.
   */
  cheapest(c: Compiled, g: Layers, cost: Float64Array): Int16Array | undefined {
    const { D, S } = c,
      { start, first, move, to, gain } = g,
      T = start[D + 1]!;
    // The graph was enumerated in these arrays: they hold its states.
    const { best, parent, taken } = this;
    best.fill(Infinity, 0, T);
    best[0] = 0;
    for (let d = 0; d < D; d++) {
      const day = d * (S + 1);
      for (let x = start[d]!, end = start[d + 1]!; x < end; x++) {
        const base = best[x]!;
        for (let k = first[x]!, last = first[x + 1]!; k < last; k++) {
          const u = move[k]!,
            y = to[k]!,
            total = base + cost[day + u]! + gain[k]!;
          if (total < best[y]!) {
            best[y] = total;
            parent[y] = x;
            taken[y] = u;
          }
        }
      }
    }
    return this.row(D, start);
  }

  /** The row into the cheapest state of level D (the first of them), from best, parent and taken; undefined where none. */
  private row(D: number, start: Int32Array): Int16Array | undefined {
    const { best, parent, taken } = this,
      T = start[D + 1]!;
    if (start[D] === T) return undefined;
    let x = start[D]!;
    for (let y = x + 1; y < T; y++) if (best[y]! < best[x]!) x = y;
    const row = new Int16Array(D);
    for (let d = D - 1; d >= 0; d--) {
      row[d] = taken[x]! - 1;
      x = parent[x]!;
    }
    return row;
  }
}

/** A larger copy of a (length ≥ n, doubling), its contents kept. */
function grown<A extends Int32Array | Uint8Array | Float64Array>(a: A, n: number, make: (n: number) => A): A {
  const b = make(Math.max(n, 2 * a.length));
  b.set(a);
  return b;
}

/** Calls `visit` with each choice v the rules allow on day d from state s, its cost and the state it leads to. */
function eachMove(
  t: Transitions,
  cost: Float64Array,
  S: number,
  d: number,
  s: number,
  visit: (v: number, p: number, ns: number) => void,
): void {
  t.load(d, s);
  for (let v = -1; v < S; v++) {
    const p = cost[d * (S + 1) + v + 1]!,
      ns = p === Infinity ? -1 : t.next(d, v);
    if (ns >= 0) visit(v, p, ns);
  }
}

/**
 * The choices of one day worth trying, with their prices and multipliers: every allowed
 * value in order, or where paced only the cheapest of the types that move the DP alike
 * (RosterShape.alike; counted types stay apart) — Curtois 24's 32 types make about 15 moves.
 */
class Moves {
  /** Groups of types tried together; their first member's index orders them. */
  private readonly groups: number[][];
  readonly v: Int16Array;
  readonly p: Float64Array;
  readonly m: Float64Array;

  constructor(sh: RosterShape, on: number[], paced: boolean, S: number) {
    const counted = new Set(on.map((i) => sh.counted[i]!)),
      byKey = new Map<number, number[]>();
    for (let s = 0; s < S; s++) {
      const key = paced && !counted.has(s) ? sh.alike[s]! : -1 - s;
      byKey.set(key, [...(byKey.get(key) ?? []), s]);
    }
    this.groups = [...byKey.values()];
    this.v = new Int16Array(S + 1);
    this.p = new Float64Array(S + 1);
    this.m = new Float64Array(S + 1);
  }

  /** Fills v, p and m with day d's moves; returns how many. */
  of(d: number, cost: Float64Array, lambda: Float64Array): number {
    const S = this.v.length - 1,
      base = d * (S + 1);
    let n = 0;
    if (cost[base]! < Infinity) {
      this.v[n] = OFF;
      this.m[n] = 0;
      this.p[n++] = cost[base]!;
    }
    for (const g of this.groups) {
      let best = -1,
        price = Infinity;
      for (const s of g) {
        if (cost[base + s + 1]! === Infinity) continue;
        const q = cost[base + s + 1]! + lambda[s]!;
        if (q < price) {
          price = q;
          best = s;
        }
      }
      if (best >= 0) {
        this.v[n] = best;
        this.p[n] = cost[base + best + 1]!;
        this.m[n++] = lambda[best]!;
      }
    }
    return n;
  }
}

interface Transitions {
  /** The size of the state space. */
  states: number;
  /** The last move's increase of the count targets priced in the state (`next`). */
  gain: number;
  /** Makes state s before day d the one `next` moves from (-1: the virtual state before day 0). */
  load(d: number, s: number): void;
  /** The state after taking v on day d from the loaded one, or -1 where that breaks a rule. */
  next(d: number, v: number): number;
}

/**
 * The DP's states and moves: (counts of the maxima in `on` as offsets, minutes and weekends worked
 * as offsets in their band, the week's minutes, run length, first run still open, predecessor
 * class). `cost` tells which days allow which shifts (for the minutes and counts still reachable).
 */
export function transitions(
  c: Compiled,
  sh: RosterShape,
  band: Band,
  cost: Float64Array,
  on: number[],
  priced: readonly TrackedCount[] = [],
): Transitions {
  const { D, S, weekendId } = c;
  const counted = on.map((i) => sh.counted[i]!),
    countMax = on.map((i) => sh.countMax[i]!),
    countWidth = on.map((i) => sh.countWidth[i]!);
  const K = on.length,
    C = sh.classes,
    P = sh.predecessors,
    R = sh.runStates,
    W = sh.weekendStates,
    M = sh.muCap + 1,
    Q = sh.weekStates;
  const { lo, wLo } = band,
    BM = band.width,
    BW = band.wWidth;
  const { weekOf } = c,
    weekCap = sh.weekCap,
    weekly = weekCap.some((cap) => cap !== UNTRACKED);
  const tracked = sh.muCap > 0;
  // A maximum of 0 has one state, as has a maximum that cannot bind: only the latter goes uncounted.
  const weekendBinds = sh.maxWeekends < c.weekendCount;
  // Most minute units still reachable from day d on: prunes states that can no longer reach the minimum.
  const rest = new Int32Array(D + 1);
  for (let d = D - 1; d >= 0; d--) {
    let most = 0;
    for (let v = 0; v < S; v++) if (cost[d * (S + 1) + v + 1]! < Infinity && sh.mu[v]! > most) most = sh.mu[v]!;
    rest[d] = rest[d + 1]! + most;
  }
  // floors[(i * (D+1) + d) * M + m]: the count of type i below which days d.. cannot break its
  // maximum (they allow it on fewer days, or the minutes m used so far leave too few), so counts
  // below it are alike and the state holds the offset above it.
  const floors = new Int32Array(K * (D + 1) * M);
  for (let i = 0; i < K; i++) {
    for (let d = D, left = 0; d >= 0; d--) {
      if (d < D && cost[d * (S + 1) + counted[i]! + 1]! < Infinity) left++;
      for (let m = 0; m < M; m++) {
        const a = sh.muMaxBinds ? Math.min(left, Math.floor((sh.muCap - m) / sh.mu[counted[i]!]!)) : left;
        floors[(i * (D + 1) + d) * M + m] = Math.max(0, countMax[i]! - a);
      }
    }
  }
  const counts = new Int32Array(K);
  // The target counts priced in the state, outermost: 0..cap each.
  const T = priced.length,
    kept = new Int32Array(T),
    inner = countWidth.reduce((q, x) => q * x, (sh.states / (M * W)) * BM * BW);
  // The loaded state; day 0 starts from a virtual open state: z = 1 marks the run that touches the horizon's start.
  let k = 0,
    r = 0,
    z = 1,
    w = 0,
    m = 0,
    wk = 0;
  const t: Transitions = {
    states: priced.reduce((q, x) => q * (x.cap + 1), inner),
    gain: 0,
    load(d, s) {
      if (s < 0) {
        k = 0;
        r = 0;
        z = 1;
        w = 0;
        m = 0;
        wk = 0;
        counts.fill(0);
        kept.fill(0);
        return;
      }
      let x = s % inner;
      for (let i = 0, y = (s - x) / inner; i < T; i++) {
        const o = y % (priced[i]!.cap + 1);
        kept[i] = o;
        y = (y - o) / (priced[i]!.cap + 1);
      }
      k = x % P;
      x = (x - k) / P;
      z = x % 2;
      x = (x - z) / 2;
      r = x % R;
      x = (x - r) / R;
      w = x % BW;
      x = (x - w) / BW;
      w += wLo[d]!;
      wk = x % Q;
      x = (x - wk) / Q;
      m = x % BM;
      x = (x - m) / BM;
      m += lo[d]!;
      for (let i = 0; i < K; i++) {
        const o = x % countWidth[i]!;
        x = (x - o) / countWidth[i]!;
        counts[i] = floors[(i * (D + 1) + d) * M + m]! + o;
      }
    },
    next(d, v) {
      let nk: number,
        nr: number,
        nz = z,
        nw = w,
        nm = m;
      // The week's minutes start again on a Monday.
      let nwk = weekly && d > 0 && weekOf[d] === weekOf[d - 1] ? wk : 0;
      // k: 0 off, 1..C-1 the class of yesterday's shift, C.. one day off after a shift of class k - C + 1.
      const worked = k !== 0 && k < C;
      if (v === OFF) {
        if (!worked) {
          nr = r + 1 > sh.offCap ? sh.offCap : r + 1;
          nk = 0;
        } else {
          if (!z && r < sh.minWork) return -1;
          nr = 1;
          nz = 0;
          nk = P > C ? C + k - 1 : 0;
        }
      } else {
        if (k >= C && sh.forbidAfterGap[(k - C + 1) * S + v]) return -1;
        if (worked) {
          if (sh.forbidAfter[k * S + v]) return -1;
          if (r + 1 > sh.maxWork) return -1;
          nr = r + 1 > sh.workCap ? sh.workCap : r + 1;
        } else {
          if (d > 0 && !z && r < sh.minOff) return -1;
          nr = 1;
          nz = d > 0 ? 0 : 1;
        }
        nk = sh.cls[v]!;
        const wid = weekendId[d]!;
        if (weekendBinds && wid >= 0 && !(d > 0 && worked && weekendId[d - 1] === wid)) {
          nw = w + 1;
          if (nw >= W) return -1;
        }
        if (weekly && weekCap[weekOf[d]!] !== UNTRACKED) {
          nwk += sh.mu[v]!;
          if (nwk > weekCap[weekOf[d]!]!) return -1;
        }
        if (tracked) {
          nm = m + sh.mu[v]!;
          if (nm > sh.muCap) {
            if (sh.muMaxBinds) return -1;
            nm = sh.muCap;
          }
        }
      }
      if (tracked && nm + rest[d + 1]! < sh.muMin) return -1;
      // Outside the band: dropped where that could break a limit, else counted conservatively.
      const low = lo[d + 1]!;
      if (nm < low) {
        if (band.dropLow) return -1;
        nm = low;
      } else if (nm >= low + BM) {
        if (band.dropHigh) return -1;
        nm = low + BM - 1;
      }
      if (nw < wLo[d + 1]!) nw = wLo[d + 1]!;
      else if (nw >= wLo[d + 1]! + BW) return -1;
      let nc = 0;
      for (let i = K - 1; i >= 0; i--) {
        const n = counts[i]! + (v === counted[i] ? 1 : 0);
        if (n > countMax[i]!) return -1;
        const f = floors[(i * (D + 1) + d + 1) * M + nm]!;
        nc = nc * countWidth[i]! + (n > f ? n - f : 0);
      }
      let nt = 0;
      t.gain = 0;
      for (let i = T - 1; i >= 0; i--) {
        const tc = priced[i]!;
        let n = kept[i]!;
        if (v !== OFF && tc.mask[d * S + v]) {
          t.gain += tc.step[n]!;
          if (n < tc.cap) n++;
        }
        nt = nt * (tc.cap + 1) + n;
      }
      return nt * inner + (((((nc * BM + nm - low) * Q + nwk) * BW + nw - wLo[d + 1]!) * R + nr) * 2 + nz) * P + nk;
    },
  };
  return t;
}
