/**
 * Column generation over the relaxed rosters of the bound over the year (horizon-bound.ts): the
 * master LP chooses a convex combination of relaxed rosters per employee (one convexity row each)
 * against the cover rows (shortfall and excess slacks) and each employee's horizon-wide limits
 * (minutes, weekends, per-type maxima); its duals price the relaxed DP, whose cheapest rosters
 * enter as columns. This is the Dantzig–Wolfe form of the same Lagrangian dual, and the master's
 * duals settle in tens of rounds where subgradient steps take hundreds (every cover cell's price
 * moves at once). Each round's duals, clamped to the multipliers' ranges, are evaluated by the
 * relaxation itself: whatever the LP returns, what is reported is a Lagrangian value, so a bound.
 */
import type { Highs } from 'highs';
import { OFF } from '../model/types.ts';
import type { Multipliers, Relaxation } from './horizon-bound.ts';

/** The limit rows' elastic slacks cost this many times the dearest shortfall: the limits' duals stay within it. */
const ELASTIC = Number(process.env.CG_ELASTIC ?? 10);
/** A roster enters when its reduced cost is below this. */
const ENTERS = -1e-6;

export interface ColumnsOutcome {
  /** The best Lagrangian value over the rounds. */
  bound: number;
  /** The multipliers that gave it: a start for the ascent. */
  multipliers: Multipliers;
  /** Rounds done, and whether the last one priced no roster out (the LP is the Lagrangian dual). */
  rounds: number;
  converged: boolean;
}

/** The master's rows of one employee's limits, -1 where the limit cannot bind. */
interface LimitRows {
  minutes: number;
  weekends: number;
  types: number[];
}

/**
 * Rounds of column generation until the deadline (or `rounds` of them), reporting each better
 * Lagrangian value; undefined when no round finished or an employee has no relaxed roster.
 */
export function horizonColumns(
  highs: Highs,
  x: Relaxation,
  deadline: number,
  onBound?: (value: number) => void,
  rounds = Infinity,
  seeds: readonly Int16Array[] = [],
): ColumnsOutcome | undefined {
  const { c } = x,
    { E, D, S } = c;
  const inf = highs.infinity;
  const rowLower: number[] = [],
    rowUpper: number[] = [];
  const row = (lower: number, upper: number): number => {
    rowLower.push(lower);
    rowUpper.push(upper);
    return rowLower.length - 1;
  };
  for (let e = 0; e < E; e++) row(1, 1);
  const cellRow = new Int32Array(D * S).fill(-1);
  for (let i = 0; i < D * S; i++) if (c.hasCover[i]) cellRow[i] = row(c.req[i]!, c.req[i]!);
  const limits: LimitRows[] = x.relaxed.map((r) => ({
    minutes: r.minUnits > -Infinity || r.maxUnits < Infinity ? row(r.minUnits > -Infinity ? r.minUnits : -inf, r.maxUnits < Infinity ? r.maxUnits : inf) : -1,
    weekends: r.maxWeekends >= 0 ? row(-inf, r.maxWeekends) : -1,
    types: r.typeMax.map((m) => row(-inf, m)),
  }));
  // Slack columns: each cover row's shortfall and excess, each limit row's elastic slack.
  const cost: number[] = [],
    starts: number[] = [0],
    indices: number[] = [],
    values: number[] = [];
  const slack = (price: number, r: number, sign: number): void => {
    cost.push(price);
    indices.push(r);
    values.push(sign);
    starts.push(indices.length);
  };
  let dearest = 1;
  for (let i = 0; i < D * S; i++)
    if (cellRow[i]! >= 0) {
      slack(c.under[i]!, cellRow[i]!, 1);
      slack(c.over[i]!, cellRow[i]!, -1);
      dearest = Math.max(dearest, c.under[i]!);
    }
  const elastic = ELASTIC * dearest;
  limits.forEach((l, e) => {
    const r = x.relaxed[e]!;
    if (l.minutes >= 0) {
      if (r.minUnits > -Infinity) slack(elastic, l.minutes, 1);
      if (r.maxUnits < Infinity) slack(elastic, l.minutes, -1);
    }
    if (l.weekends >= 0) slack(elastic, l.weekends, -1);
    for (const t of l.types) slack(elastic, t, -1);
  });
  const model = highs.createModel({
    numCols: cost.length,
    numRows: rowLower.length,
    colCost: cost,
    colLower: new Float64Array(cost.length),
    colUpper: new Float64Array(cost.length).fill(inf),
    rowLower,
    rowUpper,
    matrix: { format: 'csc', numRows: rowLower.length, numCols: cost.length, starts, indices, values },
  });
  try {
    model.options.set({ output_flag: false, solver: process.env.CG_SOLVER ?? 'simplex', run_crossover: 'off' } as never);
    const seen = Array.from({ length: E }, () => new Set<string>());
    /** The relaxed rosters of x.sched whose reduced cost under the row duals y is negative (all, without y) enter the master. */
    const enter = (y?: Float64Array): number => {
      const add = { cost: [] as number[], starts: [0], indices: [] as number[], values: [] as number[] };
      for (let e = 0; e < E; e++) {
        const roster = x.sched.subarray(e * D, (e + 1) * D),
          key = roster.join(',');
        if (seen[e]!.has(key)) continue;
        const r = x.relaxed[e]!,
          l = limits[e]!;
        const entries = new Map<number, number>([[e, 1]]);
        const bump = (at: number, by: number): void => {
          if (at >= 0) entries.set(at, (entries.get(at) ?? 0) + by);
        };
        for (let d = 0; d < D; d++) {
          const v = roster[d]!;
          if (v === OFF) continue;
          bump(cellRow[d * S + v]!, 1);
          bump(l.minutes, c.duration[v]! / x.unitMinutes);
          const wid = c.weekendId[d]!;
          if (wid >= 0 && !(d > 0 && roster[d - 1] !== OFF && c.weekendId[d - 1] === wid)) bump(l.weekends, 1);
          const j = r.types.indexOf(v);
          if (j >= 0) bump(l.types[j]!, 1);
        }
        const own = x.cost(e);
        if (y) {
          let reduced = own;
          for (const [at, a] of entries) reduced -= y[at]! * a;
          if (reduced >= ENTERS) continue;
        }
        seen[e]!.add(key);
        add.cost.push(own);
        for (const [at, a] of entries) {
          add.indices.push(at);
          add.values.push(a);
        }
        add.starts.push(add.indices.length);
      }
      const n = add.cost.length;
      if (n > 0)
        model.addCols({
          cost: Float64Array.from(add.cost),
          lower: new Float64Array(n),
          upper: new Float64Array(n).fill(inf),
          matrix: {
            format: 'csc',
            numRows: rowLower.length,
            numCols: n,
            starts: Int32Array.from(add.starts),
            indices: Int32Array.from(add.indices),
            values: Float64Array.from(add.values),
          },
        } as Parameters<typeof model.addCols>[0]);
      return n;
    };
    // The first columns: the relaxed rosters at the ascent's two starts, so that the LP has a roster per employee.
    for (const pi of [(i: number) => -c.over[i]!, (i: number) => c.under[i]! / 2]) {
      const value = x.value(x.multipliers(pi), deadline);
      if (value === Infinity) return undefined;
      if (value === undefined) return undefined;
      enter();
    }
    for (const sched of seeds) {
      x.sched.set(sched);
      enter();
    }
    const stop = (ev: { interrupt(): void }): undefined => {
      if (Date.now() > deadline) ev.interrupt();
      return undefined;
    };
    let best: ColumnsOutcome | undefined;
    for (let round = 0; round < rounds && Date.now() < deadline; round++) {
      const t0 = Date.now();
      model.run({ 1: stop, 6: stop });
      const t1 = Date.now();
      if (model.getModelStatus() !== highs.constants.modelStatus.optimal) break;
      const y = model.getSolution().rowDual;
      const m = multipliersOf(x, y, cellRow, limits);
      const value = x.value(m, deadline);
      if (value === Infinity) return undefined;
      if (value === undefined) break;
      let piMin = Infinity, piMax = -Infinity, rhoMin = Infinity, rhoMax = -Infinity;
      for (const v of m.pi) { piMin = Math.min(piMin, v); piMax = Math.max(piMax, v); }
      for (const v of m.rho) { rhoMin = Math.min(rhoMin, v); rhoMax = Math.max(rhoMax, v); }
      console.log(`round ${round} lp ${t1 - t0} ms eval ${Date.now() - t1} ms obj ${model.getObjectiveValue().toFixed(0)} value ${value.toFixed(0)} pi ${piMin.toFixed(1)}..${piMax.toFixed(1)} rho ${rhoMin.toFixed(1)}..${rhoMax.toFixed(1)} iters ${model.info.get('simplex_iteration_count')}`);
      if (best === undefined || value > best.bound) {
        best = { bound: value, multipliers: m, rounds: round + 1, converged: false };
        onBound?.(value);
      }
      best.rounds = round + 1;
      if (enter(y) === 0) {
        best.converged = true;
        break;
      }
    }
    return best;
  } finally {
    model.dispose();
  }
}

/** The master's row duals y (reduced cost c − yᵀa) as multipliers, clamped to their ranges. */
function multipliersOf(x: Relaxation, y: Float64Array, cellRow: Int32Array, limits: LimitRows[]): Multipliers {
  const { c } = x;
  const m = x.multipliers((i) => Math.min(c.under[i]!, Math.max(-c.over[i]!, y[cellRow[i]!]!)));
  limits.forEach((l, e) => {
    const r = x.relaxed[e]!;
    if (l.minutes >= 0) {
      // The DP adds ρ per unit worked: the negative of the row's dual.
      const rho = -y[l.minutes]!;
      m.rho[e] = rho > 0 && r.maxUnits === Infinity ? 0 : rho < 0 && r.minUnits === -Infinity ? 0 : rho;
    }
    if (l.weekends >= 0) m.nu[e] = Math.max(0, -y[l.weekends]!);
    l.types.forEach((t, j) => (m.lambda[e]![j] = Math.max(0, -y[t]!)));
  });
  return m;
}
