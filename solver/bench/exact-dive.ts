/**
 * A primal heuristic for months with together and apart groups and count targets: column
 * generation on the exact-cost restricted master over together units (unit-recombine.ts
 * `UnitPool`: one column per unit and roster, costed by `Evaluator.employeeCost`), priced with the
 * count targets' exact penalty kept in the roster's state (count-dp.ts `CountDp`, within a state
 * budget; the targets it leaves out priced linearly at their slope at the unit's LP count) at duals
 * smoothed toward a stability centre, then a dive on that LP: the units whose column is (near) 1
 * are held to it, the largest few where none is, the rest priced again, until every unit is held.
 * Random multipliers on the targets (the pool's own `price`) stalled that LP at the search's value
 * (docs/solver-benchmarks.md, "Recombining the master's rosters into schedules"; this file's
 * measurements: "Column generation with exact count targets, and a dive").
 */
import type { Highs } from 'highs';
import { OFF } from '../src/model/types.ts';
import type { CompiledTarget } from '../src/search/compiled.ts';
import { dualPrices } from '../src/search/dual-prices.ts';
import { RosterDp } from '../src/search/roster-dp.ts';
import { unitRelaxation, type UnitRelaxation } from '../src/search/unit-relaxation.ts';
import { CountDp, countGroups, type CountGroup } from './count-dp.ts';
import type { LpPoint, UnitPool } from './unit-recombine.ts';
import { now } from '../src/search/clock.ts';

/** A column this close to 1 in the LP is held without another look. */
const NEAR_ONE = 0.99;
/** Weight of the stability centre in the duals priced at (Wentges' smoothing). */
const SMOOTH = 0.5;

export interface ExactPricing {
  /** CountDp's state budget per unit (the product of its kept targets' widths). */
  budget: number;
  /** Price at duals mixed with a stability centre's (true by default). */
  smooth?: boolean;
}

/** One unit of the pool priceable whole: its pseudo-employee in the relaxation, members and kept count targets. */
interface Priced {
  u: number;
  e: number;
  members: number[];
  kept: CountGroup[];
  left: number[];
}

/** Column generation on a `UnitPool`'s LP with exact count-target pricing, and the dive on it. */
export class ExactMaster {
  private readonly relaxed: UnitRelaxation;
  private readonly dp: RosterDp;
  private readonly counts: CountDp;
  private readonly priced: Priced[];
  private readonly prices: Float64Array;
  private readonly duals: Float64Array;
  private readonly trueDuals: Float64Array;
  /** The stability centre's cover duals per cell (undefined: none yet) and its Lagrangian estimate. */
  private center: Float64Array | undefined;
  private centerValue = -Infinity;
  private readonly smooth: boolean;

  constructor(
    private readonly highs: Highs,
    readonly pool: UnitPool,
    o: ExactPricing,
  ) {
    const c = pool.c;
    this.relaxed = unitRelaxation(c);
    this.dp = new RosterDp(this.relaxed.c);
    this.counts = new CountDp(this.dp);
    // A unit the relaxation splits (its merged rules not exact in the DP) keeps the rosters it has.
    this.priced = this.relaxed.members.flatMap((members, e) => {
      const u = c.unitOf[members[0]!]!;
      if (c.units[u]!.length !== members.length) return [];
      const { kept, left } = this.dp.exact(e)
        ? countGroups(this.relaxed.c, e, o.budget)
        : { kept: [], left: this.relaxed.c.emp[e]!.targets.map((_, k) => k) };
      return [{ u, e, members, kept, left }];
    });
    this.prices = new Float64Array(c.D * (c.S + 1));
    this.duals = new Float64Array(c.D * c.S);
    this.trueDuals = new Float64Array(c.D * c.S);
    this.smooth = o.smooth ?? true;
  }

  /**
   * One round: the LP (units in `fixed` held), then each other unit's cheapest roster at its
   * duals, kept where its exact reduced cost is negative. Returns the LP point and the rosters added.
   */
  round(deadline: number, fixed?: ReadonlyMap<number, number>): { point: LpPoint; added: number; smoothed: boolean } | undefined {
    const point = this.pool.relax(this.highs, deadline, fixed);
    if (!point) return undefined;
    const { c } = this.pool,
      { D, S } = c;
    // Without holds, priced at the stability centre's cover duals mixed with the LP's (Wentges).
    const at = !fixed && this.smooth && this.center ? this.smoothed(point, this.center) : point;
    let added = 0,
      lagrange = 0;
    for (const [i, r] of at.coverRow) lagrange += c.req[i]! * at.rowDual[r]!;
    for (const { row: r } of at.apartRow) lagrange += at.rowDual[r]!;
    for (const p of this.priced) {
      if (fixed?.has(p.u) || now() >= deadline) continue;
      const row = this.cheapest(p, at);
      if (!row) continue;
      lagrange += this.pool.exactCost(p.u, row);
      for (let d = 0; d < D; d++) if (row[d] !== OFF) lagrange -= this.duals[d * S + row[d]!]!;
      if (this.pool.offer(p.u, row, point, this.pool.unitDuals(point, p.members, this.trueDuals))) added++;
    }
    if (!fixed && this.priced.length === c.units.length) {
      // The centre moves where the Lagrangian (its estimate: pricing keeps only some targets exact) rose.
      if (lagrange > this.centerValue) {
        this.center ??= new Float64Array(D * S);
        for (const [i, r] of at.coverRow) this.center[i] = at.rowDual[r]!;
        this.centerValue = lagrange;
      }
      // A mispricing: nothing added at the mixed duals; the next round prices at the LP's own.
      if (added === 0 && at !== point) {
        this.center = undefined;
        this.centerValue = -Infinity;
      }
    }
    return { point, added, smoothed: at !== point };
  }

  /** The point with its cover duals mixed half and half with the centre's. */
  private smoothed(point: LpPoint, center: Float64Array): LpPoint {
    const rowDual = point.rowDual.slice();
    for (const [i, r] of point.coverRow) rowDual[r] = SMOOTH * center[i]! + (1 - SMOOTH) * rowDual[r]!;
    return { ...point, rowDual };
  }

  /** Unit p's cheapest roster at the LP's duals: kept targets exact, the others at their slope at the unit's LP count. */
  private cheapest(p: Priced, point: LpPoint): Int16Array | undefined {
    const { c } = this.pool,
      { D, S } = c,
      rc = this.relaxed.c,
      prices = this.prices;
    this.pool.unitDuals(point, p.members, this.duals);
    dualPrices(rc, p.e, this.duals, prices);
    const targets = rc.emp[p.e]!.targets,
      rosters = this.pool.rosters(p.u),
      x = point.x[p.u]!;
    for (const k of p.left) {
      const t = targets[k]!;
      let n = 0;
      rosters.forEach((row, r) => (n += x[r]! * countOf(t, row, S)));
      const mu = slope(t, n);
      if (mu !== 0) for (let i = 0; i < D * S; i++) if (t.mask[i]) prices[Math.floor(i / S) * (S + 1) + (i % S) + 1]! += mu;
    }
    if (!this.dp.exact(p.e)) return this.dp.solve(p.e, prices);
    return this.counts.solve(p.e, prices, p.kept)?.row;
  }

  /** Rounds until no roster prices out, `rounds` are done or the deadline; the last LP point, or undefined where the LP failed. */
  generate(
    deadline: number,
    rounds: number,
    fixed?: ReadonlyMap<number, number>,
    onRound?: (point: LpPoint, added: number) => void,
  ): LpPoint | undefined {
    let last: LpPoint | undefined;
    for (let r = 0; r < rounds && now() < deadline; r++) {
      const out = this.round(deadline, fixed);
      if (!out) return last;
      last = out.point;
      onRound?.(out.point, out.added);
      if (out.added === 0 && !out.smoothed) return last;
    }
    return this.pool.relax(this.highs, deadline, fixed) ?? last;
  }

  /**
   * The dive from the LP without holds: hold every unit whose column is at least NEAR_ONE, else
   * the largest `share` of the units left (at least one), price up to `rounds` rounds, again until
   * every unit is held, `priceUntil` or the LP has risen by `rise`; then the pool's MILP with those holds (HiGHS, until
   * `deadline`) places the units left. Returns the schedule, or undefined where the LP failed or
   * the MILP found none.
   */
  dive(o: {
    rounds: number;
    share: number;
    /** The dive stops holding once the LP is this share above its value without holds. */
    rise: number;
    priceUntil: number;
    deadline: number;
    onStep?: (held: number, value: number) => void;
  }): Int16Array | undefined {
    const { c } = this.pool,
      { D } = c,
      U = c.units.length;
    const fixed = new Map<number, number>();
    let point = this.pool.relax(this.highs, o.deadline);
    const root = point?.value ?? 0;
    while (point && point.value <= root + o.rise * Math.abs(root)) {
      const best: { u: number; k: number; x: number }[] = [];
      point.x.forEach((xs, u) => {
        if (fixed.has(u)) return;
        let k = 0;
        xs.forEach((v, r) => (v > xs[k]! ? (k = r) : 0));
        best.push({ u, k, x: xs[k]! });
      });
      best.sort((a, b) => b.x - a.x);
      const near = best.filter((b) => b.x >= NEAR_ONE);
      for (const b of near.length > 0 ? near : best.slice(0, Math.max(1, Math.ceil(o.share * best.length)))) fixed.set(b.u, b.k);
      o.onStep?.(fixed.size, point.value);
      if (fixed.size === U || now() >= o.priceUntil) break;
      point = this.generate(o.priceUntil, o.rounds, fixed);
    }
    if (!point) return undefined;
    if (fixed.size < U)
      return this.pool.solve(this.highs, undefined, { timeLimit: (o.deadline - now()) / 1000, deadline: o.deadline, seed: 1 }, fixed);
    const sched = new Int16Array(c.E * D).fill(OFF);
    for (const [u, k] of fixed) for (const e of c.units[u]!) sched.set(this.pool.rosters(u)[k]!, e * D);
    return sched;
  }
}

/** How many of a row's cells a target counts. */
function countOf(t: CompiledTarget, row: Int16Array, S: number): number {
  let n = 0;
  row.forEach((v, d) => (n += v !== OFF && t.mask[d * S + v] ? 1 : 0));
  return n;
}

/** The target's penalty slope at count n (a fractional count between two kinks takes that piece's; at the kink, none). */
function slope(t: CompiledTarget, n: number): number {
  if (n < t.target - 1e-9) return -t.under;
  if (n > t.target + 1e-9) return t.over;
  return 0;
}
