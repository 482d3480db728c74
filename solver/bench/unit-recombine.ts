/**
 * Recombination of whole rosters for months with together and apart groups (price and branch's
 * restricted master, master.ts, takes only months coupled by cover alone): one binary per
 * (together unit, roster), exactly one roster per unit; each column costs its members' own costs
 * on the real model, exact (requests, count targets: `Evaluator.employeeCost`); cover rows count a
 * worked cell once per member, with shortfall and excess slacks at the cover's weights; an apart
 * group's members never work the same shift on the same day (as `apartOk` in moves.ts and the
 * validator): at most one per group, day and shift. Warm-started from the incumbent, HiGHS picks
 * the best schedule the pool's rosters combine into — the Lagrangian master's columns
 * (roster-master.ts) and every row of the schedules shared so far.
 */
import type { Highs } from 'highs';
import { OFF } from '../src/model/types.ts';
import type { Compiled } from '../src/search/compiled.ts';
import { Evaluator } from '../src/search/evaluator.ts';
import { runHighs } from '../src/search/highs.ts';
import { better, type Incumbent } from '../src/search/local-search.ts';
import { LinExpr, LpBuilder } from '../src/search/lp-builder.ts';
import { Rng } from '../src/search/rng.ts';
import { unitRelaxation, type UnitRelaxation } from '../src/search/unit-relaxation.ts';
import type { MasterDuals } from '../src/search/roster-master.ts';
import { dualPrices } from '../src/search/dual-prices.ts';
import { RosterDp } from '../src/search/roster-dp.ts';
import { validate } from '../src/validate/validate.ts';
import { now } from '../src/search/clock.ts';

// Each cycle's MILP gets at most this many seconds by default: a schedule found is shared at once,
// and the next cycle recombines it with what the other thread found meanwhile.
const CYCLE_SECONDS = 15;
// Column generation takes up to this share of a cycle's time left, each unit priced at TRIES
// multipliers of its count targets per round (the first at none).
const PRICE_SHARE = 0.3,
  TRIES = 4;

export class UnitPool {
  /** Per together unit (compiled.ts `units`): its rosters, their exact costs and keys. */
  private readonly rows: Int16Array[][];
  private readonly costs: number[][];
  private readonly keys: Map<string, number>[];
  private readonly ev: Evaluator;

  constructor(readonly c: Compiled) {
    const U = c.units.length;
    this.rows = Array.from({ length: U }, () => []);
    this.costs = Array.from({ length: U }, () => []);
    this.keys = Array.from({ length: U }, () => new Map());
    this.ev = new Evaluator(c, new Int16Array(c.E * c.D).fill(OFF));
  }

  get size(): number {
    return this.rows.reduce((n, r) => n + r.length, 0);
  }

  /** What unit u's members pay on `row` (their own costs, exact); Infinity where one breaks a rule. */
  exactCost(u: number, row: Int16Array): number {
    let cost = 0;
    for (const e of this.c.units[u]!) {
      const [hard, soft] = this.ev.employeeCost(e, row);
      if (hard > 0) return Infinity;
      cost += soft;
    }
    return cost;
  }

  /** Adds unit u's roster when every member keeps its rules on it and it is new; returns whether it was added. */
  add(u: number, row: Int16Array): boolean {
    const key = row.join(',');
    if (this.keys[u]!.has(key)) return false;
    const cost = this.exactCost(u, row);
    if (cost === Infinity) return false;
    this.keys[u]!.set(key, this.rows[u]!.length);
    this.rows[u]!.push(row.slice());
    this.costs[u]!.push(cost);
    return true;
  }

  /** Adds the roster of a group of employees where they are a whole together unit (a pseudo-employee of unit-relaxation.ts). */
  addRoster(members: number[], row: Int16Array): boolean {
    const u = this.c.unitOf[members[0]!]!;
    return this.c.units[u]!.length === members.length && this.add(u, row);
  }

  /** Adds every unit's row of `sched` (where its members work the same row); returns how many were new. */
  addSchedule(sched: Int16Array): number {
    const { D } = this.c;
    let added = 0;
    this.c.units.forEach((unit, u) => {
      const row = sched.subarray(unit[0]! * D, (unit[0]! + 1) * D);
      if (unit.every((e) => sched.subarray(e * D, (e + 1) * D).every((v, d) => v === row[d])) && this.add(u, row)) added++;
    });
    return added;
  }

  /**
   * The best combination HiGHS finds within `timeLimit` seconds (interrupted at `deadline`),
   * warm-started from `start` where given (each of its units' rows must be in the pool), the units
   * in `fixed` held to the roster given; undefined without one.
   */
  solve(
    highs: Highs,
    start: Int16Array | undefined,
    limits: { timeLimit: number; deadline: number; seed: number },
    fixed?: ReadonlyMap<number, number>,
  ): Int16Array | undefined {
    const { c } = this,
      { D } = c;
    const { lp, cols, values } = this.build(start, fixed);
    const out = runHighs(highs, lp.build(false), limits, start ? values : undefined);
    if (!out.values) return undefined;
    const sched = new Int16Array(c.E * D).fill(OFF);
    this.rows.forEach((list, u) =>
      list.forEach((row, k) => {
        if (out.values![cols[u]![k]!]! > 0.5) for (const e of c.units[u]!) sched.set(row, e * D);
      }),
    );
    return sched;
  }

  /** Unit u's rosters. */
  rosters(u: number): readonly Int16Array[] {
    return this.rows[u]!;
  }

  /**
   * The pool's LP, each unit in `fixed` held to the roster given (its index in `rosters`): its
   * value, row duals and each unit's column values; undefined where HiGHS does not solve it to
   * optimality by `deadline` (or the fixings leave it infeasible).
   */
  relax(highs: Highs, deadline: number, fixed?: ReadonlyMap<number, number>): LpPoint | undefined {
    const { lp, cols, coverRow, apartRow } = this.build(undefined, fixed);
    const model = highs.createModel(lp.build(true));
    try {
      model.options.set({ output_flag: false, time_limit: Math.max(0.05, (deadline - now()) / 1000) });
      model.run();
      if (model.getModelStatus() !== highs.constants.modelStatus.optimal) return undefined;
      const { rowDual, colValue } = model.getSolution();
      return {
        value: model.getObjectiveValue(),
        rowDual: Float64Array.from(rowDual),
        x: cols.map((list) => list.map((col) => colValue[col]!)),
        coverRow,
        apartRow,
      };
    } finally {
      model.dispose();
    }
  }

  /** The LP's cover and apart duals as the cell prices (d*S+s) a roster of `members` (a whole unit) earns at `point`. */
  unitDuals(point: LpPoint, members: readonly number[], out: Float64Array): Float64Array {
    out.fill(0);
    for (const [i, r] of point.coverRow) out[i] = members.length * point.rowDual[r]!;
    // An apart row's dual (≤ 0) prices each member of the group in the unit.
    for (const { group, i, row: r } of point.apartRow) out[i]! += members.filter((x) => group.includes(x)).length * point.rowDual[r]!;
    return out;
  }

  /** Adds unit u's roster where it is new, keeps the rules and its exact reduced cost at `point` (duals as `unitDuals`) is negative; returns whether it was kept. */
  offer(u: number, row: Int16Array, point: LpPoint, duals: Float64Array): boolean {
    const { D, S } = this.c;
    if (!this.add(u, row)) return false;
    let reduced = this.costs[u]!.at(-1)! - point.rowDual[u]!;
    for (let d = 0; d < D; d++) if (row[d] !== OFF) reduced -= duals[d * S + row[d]!]!;
    if (reduced < -1e-6) return true;
    this.drop(u);
    return false;
  }

  /**
   * Rounds of column generation on the pool's LP until `deadline` or no roster prices out: each
   * unit's roster DP (a pseudo-employee of `relaxed`) at the LP's cover duals, its count targets at
   * `tries` random multipliers (the DP prices a count linearly, the columns pay it exactly), a
   * roster joining where its exact reduced cost is negative. Returns the rosters added.
   */
  price(highs: Highs, relaxed: UnitRelaxation, dp: RosterDp, rng: Rng, tries: number, deadline: number, center?: MasterDuals): number {
    const { c } = this,
      { D, S } = c;
    const prices = new Float64Array(D * (S + 1)),
      scaled = new Float64Array(D * S),
      smooth = new Float64Array(D * S);
    let added = 0;
    for (let fresh = 1; fresh > 0 && now() < deadline; added += fresh) {
      fresh = 0;
      const point = this.relax(highs, deadline);
      if (!point) return added;
      relaxed.members.forEach((members, e) => {
        const u = c.unitOf[members[0]!]!;
        if (c.units[u]!.length !== members.length || now() >= deadline) return;
        const m = members.length;
        this.unitDuals(point, members, scaled);
        const targets = relaxed.c.emp[e]!.targets;
        if (center) for (let i = 0; i < D * S; i++) smooth[i] = (m * center.pi[i]! + scaled[i]!) / 2;
        for (let t = 0; t < tries; t++) {
          dualPrices(relaxed.c, e, center && t === 1 ? smooth : scaled, prices);
          for (const [k, tg] of targets.entries()) {
            const mu = t === 0 ? 0 : center && t === 1 ? center.mu[e]![k]! : -tg.under + (tg.under + tg.over) * rng.next();
            for (let i = 0; i < D * S; i++) if (tg.mask[i]) prices[Math.floor(i / S) * (S + 1) + (i % S) + 1]! += mu;
          }
          const row = dp.solve(e, prices);
          if (row && this.offer(u, row, point, scaled)) fresh++;
        }
      });
    }
    return added;
  }

  /** Removes unit u's last roster (priced out). */
  private drop(u: number): void {
    this.keys[u]!.delete(this.rows[u]!.pop()!.join(','));
    this.costs[u]!.pop();
  }

  /**
   * The pool as a MILP (the units in `fixed` held to the roster given): its columns per unit and
   * roster, the row of each covered cell (the unit rows come first, one per unit, in order), and
   * the column values of `start` with their slacks.
   */
  private build(
    start?: Int16Array,
    fixed?: ReadonlyMap<number, number>,
  ): {
    lp: LpBuilder;
    cols: number[][];
    coverRow: Map<number, number>;
    apartRow: { group: number[]; i: number; row: number }[];
    values: Float64Array;
  } {
    const { c } = this,
      { D, S } = c;
    const lp = new LpBuilder();
    const cols = this.rows.map((list, u) =>
      list.map((_, k) => {
        const held = fixed?.get(u);
        return lp.addCol(this.costs[u]![k]!, held === k ? 1 : 0, held === undefined || held === k ? 1 : 0, true);
      }),
    );
    const begin = new Float64Array(lp.numCols);
    if (start)
      c.units.forEach((unit, u) => {
        const k = this.keys[u]!.get(start.subarray(unit[0]! * D, (unit[0]! + 1) * D).join(','));
        if (k !== undefined) begin[cols[u]![k]!] = 1;
      });
    let rows = 0;
    this.rows.forEach((list, u) => (rows += lp.addRow(sum(cols[u]!), 1, 1) ? 1 : 0));
    // Cover: each worked cell once per member; the slacks take their start values from `start`.
    const cover = new Map<number, { row: LinExpr; n: number }>();
    for (let i = 0; i < D * S; i++) if (c.hasCover[i]) cover.set(i, { row: new LinExpr(), n: 0 });
    this.rows.forEach((list, u) =>
      list.forEach((row, k) => {
        for (let d = 0; d < D; d++) {
          const at = row[d] === OFF ? undefined : cover.get(d * S + row[d]!);
          if (!at) continue;
          at.row.add(cols[u]![k]!, c.units[u]!.length);
          at.n += begin[cols[u]![k]!]! * c.units[u]!.length;
        }
      }),
    );
    const slacks: number[] = [],
      coverRow = new Map<number, number>();
    for (const [i, { row, n }] of cover) {
      slacks.push(n < c.req[i]! ? c.req[i]! - n : 0, n > c.req[i]! ? n - c.req[i]! : 0);
      row.add(lp.addCol(c.under[i]!, 0, Infinity, false), 1).add(lp.addCol(c.over[i]!, 0, Infinity, false), -1);
      lp.addRow(row, c.req[i]!, c.req[i]!);
      coverRow.set(i, rows++);
    }
    const apartRow = this.apartRows(cols).map(({ group, i, row }) => {
      lp.addRow(row, -Infinity, 1);
      return { group, i, row: rows++ };
    });
    const values = new Float64Array(lp.numCols);
    values.set(begin);
    values.set(slacks, begin.length);
    return { lp, cols, coverRow, apartRow, values };
  }

  /** Per apart group, day and shift worked by two or more of the pool's rosters: the columns working it, once per member in the group. */
  private apartRows(cols: number[][]): { group: number[]; i: number; row: LinExpr }[] {
    const { c } = this,
      { D, S } = c;
    const out: { group: number[]; i: number; row: LinExpr }[] = [];
    for (const group of c.model.apartGroups) {
      const rows = new Map<number, LinExpr>();
      c.units.forEach((unit, u) => {
        const inGroup = unit.filter((e) => group.includes(e)).length;
        if (inGroup === 0) return;
        this.rows[u]!.forEach((row, k) => {
          for (let d = 0; d < D; d++) {
            if (row[d] === OFF) continue;
            const i = d * S + row[d]!;
            if (!rows.has(i)) rows.set(i, new LinExpr());
            rows.get(i)!.add(cols[u]![k]!, inGroup);
          }
        });
      });
      for (const [i, row] of rows) if (row.cols.length > 1 || row.vals[0]! > 1) out.push({ group, i, row });
    }
    return out;
  }
}

/** A solved LP of the pool: its value, row duals (the unit rows first, then `coverRow`, `apartRow`) and each unit's column values. */
export interface LpPoint {
  value: number;
  rowDual: Float64Array;
  x: number[][];
  coverRow: Map<number, number>;
  apartRow: { group: number[]; i: number; row: number }[];
}

function sum(cols: number[]): LinExpr {
  return cols.reduce((x, col) => x.add(col, 1), new LinExpr());
}

export interface RecombineOptions {
  deadline: number;
  seed: number;
  onImprove(best: Incumbent): void;
  /** Schedules found elsewhere since the last call: they join the pool, and the incumbent where better. */
  pull(): Promise<Int16Array[]>;
  /** Each cycle's MILP time limit (seconds; CYCLE_SECONDS by default). */
  cycleSeconds?: number;
  /** The bound's master's last duals: pricing also tries halfway between them and the LP's. */
  center?: MasterDuals;
}

/**
 * Cycles until the deadline: what `pull` brought since the last joins the pool, column generation
 * on the pool's LP (`UnitPool.price`) for up to PRICE_SHARE of the time left, then the MILP from
 * the best schedule seen; stops early where a cycle neither improves nor has new rosters. Returns
 * the best schedule seen (pulled or found), undefined where none kept the rules.
 */
export async function recombineUnits(highs: Highs, pool: UnitPool, o: RecombineOptions): Promise<Incumbent | undefined> {
  const { c } = pool;
  const relaxed = unitRelaxation(c),
    dp = new RosterDp(relaxed.c),
    rng = new Rng(o.seed);
  let best: Incumbent | undefined;
  const offer = (sched: Int16Array): boolean => {
    // The evaluator does not count apart groups: the validator's rule does.
    const ev = new Evaluator(c, sched);
    if (ev.hard > 0 || validate(c.model, sched).violations.some((v) => v.rule === 'apart') || (best && !better(ev, best))) return false;
    best = { sched: ev.sched.slice(), hard: 0, soft: ev.soft };
    return true;
  };
  for (let improved = true; now() < o.deadline - 200;) {
    let added = 0;
    for (const sched of await o.pull()) {
      added += pool.addSchedule(sched);
      offer(sched);
    }
    if (!best) break;
    added += pool.price(highs, relaxed, dp, rng, TRIES, now() + PRICE_SHARE * (o.deadline - now()), o.center);
    if (!improved && added === 0) break;
    const timeLimit = Math.min(o.cycleSeconds ?? CYCLE_SECONDS, (o.deadline - now()) / 1000);
    const found = pool.solve(highs, best.sched, { timeLimit, deadline: o.deadline, seed: o.seed });
    improved = found !== undefined && offer(found);
    if (improved) o.onImprove(best);
  }
  return best;
}
