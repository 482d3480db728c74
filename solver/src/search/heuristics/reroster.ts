/**
 * Re-rostering employees with the exact roster DP: the prices of a cell are its request cost plus
 * the marginal cover cost given everyone else's current shifts, so a single re-roster is that
 * employee's best response. Used to build a first schedule that keeps every per-employee rule
 * and as the recreate half of ruin-and-recreate moves. Count targets (desired counts, fairness)
 * are priced linearly around the current roster, so the DP sees the direction they pull in.
 */
import { OFF } from '../../model/types.ts';
import { NOT_FIXED } from '../compile/compiled.ts';
import type { Change, Evaluator } from './evaluator.ts';
import type { RosterDp } from '../roster-dp/roster-dp.ts';

/** Prices of employee e's cells given the others: cost[d*(S+1) + v+1], Infinity when not allowed. */
export function cellPrices(ev: Evaluator, e: number, cost: Float64Array): Float64Array {
  const c = ev.c,
    { D, S } = c,
    em = c.emp[e]!;
  const row = ev.sched.subarray(e * D, (e + 1) * D);
  const counts = em.targets.map((t) => row.reduce((n, v, d) => n + (v !== OFF && t.mask[d * S + v] ? 1 : 0), 0));
  for (let d = 0; d < D; d++) {
    const own = row[d]!,
      f = c.fixed[e * D + d]!,
      base = d * (S + 1),
      cell = (e * D + d) * (S + 1);
    cost[base] = f !== NOT_FIXED && f !== OFF ? Infinity : c.cellCost[cell]!;
    for (let v = 0; v < S; v++) {
      if (!c.allowed[(e * D + d) * S + v] || (f !== NOT_FIXED && f !== v) || em.maxPerType[v] === 0) {
        cost[base + v + 1] = Infinity;
        continue;
      }
      const i = d * S + v,
        n = ev.count[i]! - (own === v ? 1 : 0);
      let p = c.cellCost[cell + v + 1]! + ev.coverCost(i, n + 1) - ev.coverCost(i, n);
      em.targets.forEach((t, k) => {
        if (!t.mask[d * S + v]) return;
        const others = counts[k]! - (own !== OFF && t.mask[d * S + own] ? 1 : 0);
        p += others < t.target ? -t.under : t.over;
      });
      cost[base + v + 1] = p;
    }
    for (const group of c.apartOf[e]!) {
      for (const g of group) {
        const x = g === e ? OFF : ev.sched[g * D + d]!;
        if (x !== OFF) cost[base + x + 1] = Infinity;
      }
    }
  }
  return cost;
}

/** Units the DP can re-roster on their own: single employees (together groups move as one). */
export function soloEmployees(ev: Evaluator): number[] {
  return ev.c.units.filter((u) => u.length === 1).map((u) => u[0]!);
}

export function rowChanges(ev: Evaluator, e: number, row: ArrayLike<number>): Change[] {
  const D = ev.c.D,
    out: Change[] = [];
  for (let d = 0; d < D; d++) if (ev.sched[e * D + d] !== row[d]) out.push({ e, d, v: row[d]! });
  return out;
}

/** Days [from, to) of a row re-rostered, the rest kept; `row` is the row before (its days in the span may since be cleared). */
export interface Span {
  from: number;
  to: number;
  row: Int16Array;
}

/**
 * Replaces e's roster with its best response (or only its days in `span`, the others kept);
 * returns false when no roster keeps the rules.
 */
export function reroster(ev: Evaluator, dp: RosterDp, e: number, prices: Float64Array, span?: Span): boolean {
  const cost = cellPrices(ev, e, prices);
  if (span) {
    const { D, S } = ev.c;
    for (let d = 0; d < D; d++) {
      if (d >= span.from && d < span.to) continue;
      for (let v = -1; v < S; v++) if (v !== span.row[d]) cost[d * (S + 1) + v + 1] = Infinity;
    }
  }
  const row = dp.solve(e, cost, span?.row);
  if (!row) return false;
  const changes = rowChanges(ev, e, row);
  if (changes.length > 0) ev.apply(changes);
  return true;
}
