/**
 * The rostering MILP over a chosen set of free cells (employee × day); every other cell keeps its
 * value from the given schedule and enters the rows as a constant. With every cell free it is the
 * monolithic model (its LP relaxation gives the lower bound); with a few employees or a window of
 * days free it is a large-neighbourhood sub-problem, warm-started from the current schedule.
 * Follows the Curtois & Qu formulation: min-run rules forbid off-work…work-off patterns inside the
 * horizon, a weekend counts when its Saturday or Sunday is worked.
 */
import type { ModelData } from 'highs';
import { OFF } from '../../model/types.ts';
import type { Compiled } from './compiled.ts';
import { LinExpr, LpBuilder } from './lp-builder.ts';

export interface Milp {
  data: ModelData;
  /** The schedule's own values as a complete MIP start. */
  start: Float64Array;
  /** Writes a solution's free cells into a copy of the schedule. */
  decode(values: ArrayLike<number>): Int16Array;
}

/**
 * Reduced costs as rows (reduced-cost-fixing.ts): per employee, cell and choice, (e*D + d)*(S+1) +
 * v+1, how much more than the employee's cheapest roster its cheapest roster through that choice
 * costs; every roster costs at least its largest such excess above the cheapest, and a schedule of
 * the objective wanted has excesses summing to at most `cap`.
 */
export interface ExcessRows {
  above: Float64Array;
  cap: number;
}

export function buildMilp(
  c: Compiled,
  schedule: Int16Array,
  free: Uint8Array,
  relax = false,
  maxUnderPenalty?: number,
  excess?: ExcessRows,
): Milp {
  const { E, D, S } = c;
  const lp = new LpBuilder();
  const start: number[] = [];
  const col = (cost: number, ub: number, integer: boolean, value: number): number => {
    start.push(value);
    return lp.addCol(cost, 0, ub, integer);
  };
  const valueAt = (x: LinExpr): number => x.cols.reduce((a, k, i) => a + x.vals[i]! * start[k]!, x.constant);
  /**
   * Penalised slack: cost·max(0, gap) where `gap` is the expression's shortfall at the start. The
   * relaxation caps it at the most any schedule can need (`most`), which changes no optimum and
   * gives every column a finite box, which a bound from inexact duals needs (dual-bound.ts).
   */
  const slack = (cost: number, gap: number, most: number): number =>
    col(cost, relax ? Math.max(0, most) : Infinity, false, Math.max(0, gap));
  /** The least and most a count of cells (columns in [0, 1]) can be. */
  const least = (n: LinExpr): number => n.vals.reduce((a, v) => a + Math.min(0, v), n.constant);
  const most = (n: LinExpr): number => n.vals.reduce((a, v) => a + Math.max(0, v), n.constant);

  const xIndex = new Int32Array(E * D * S).fill(-1);
  const included = new Uint8Array(E);
  for (let e = 0; e < E; e++) {
    for (let d = 0; d < D; d++) {
      if (!free[e * D + d]) continue;
      included[e] = 1;
      const base = (e * D + d) * (S + 1);
      lp.offset += c.cellCost[base]!;
      for (let s = 0; s < S; s++) {
        if (!c.allowed[(e * D + d) * S + s]) continue;
        xIndex[(e * D + d) * S + s] = col(c.cellCost[base + s + 1]! - c.cellCost[base]!, 1, true, schedule[e * D + d] === s ? 1 : 0);
      }
    }
  }
  const x = (e: number, d: number, s: number, into = new LinExpr(), f = 1): LinExpr => {
    if (free[e * D + d]) {
      const k = xIndex[(e * D + d) * S + s]!;
      if (k >= 0) into.add(k, f);
    } else if (schedule[e * D + d] === s) into.constant += f;
    return into;
  };
  const w = (e: number, d: number, into = new LinExpr(), f = 1): LinExpr => {
    if (!free[e * D + d]) {
      if (schedule[e * D + d] !== OFF) into.constant += f;
      return into;
    }
    for (let s = 0; s < S; s++) x(e, d, s, into, f);
    return into;
  };
  const sumOver = (e: number, days: number[], into = new LinExpr(), f = 1): LinExpr => {
    for (const d of days) w(e, d, into, f);
    return into;
  };
  const range = (a: number, b: number): number[] => Array.from({ length: Math.max(0, b - a) }, (_, i) => a + i);

  // Costs of fixed cells are constants, so the model's objective equals the schedule's objective.
  for (let e = 0; e < E; e++)
    for (let d = 0; d < D; d++) {
      if (!free[e * D + d]) lp.offset += c.cellCost[(e * D + d) * (S + 1) + schedule[e * D + d]! + 1]!;
    }
  const penalty = (n: number, target: number, under: number, over: number): number =>
    Math.max(0, target - n) * under + Math.max(0, n - target) * over;

  for (let e = 0; e < E; e++) {
    const em = c.emp[e]!;
    if (!included[e]) {
      for (const t of em.targets) {
        let n = 0;
        for (let d = 0; d < D; d++) {
          const v = schedule[e * D + d]!;
          if (v !== OFF && t.mask[d * S + v]) n++;
        }
        lp.offset += penalty(n, t.target, t.under, t.over);
      }
      continue;
    }
    for (let d = 0; d < D; d++) lp.addRow(w(e, d), -Infinity, 1);
    // Successions: shift a, then any forbidden follower `gap` days later (at most one per day).
    for (const gap of [1, 2]) {
      for (let d = 0; d + gap < D; d++) {
        for (let a = 0; a < S; a++) {
          const row = x(e, d, a);
          if (row.cols.length + row.constant === 0) continue;
          for (let b = 0; b < S; b++) if (c.forbid[gap - 1]![a * S + b]) x(e, d + gap, b, row);
          lp.addRow(row, -Infinity, 1);
        }
      }
    }
    for (let s = 0; s < S; s++) {
      if (em.maxPerType[s]! >= D) continue;
      const row = new LinExpr();
      for (let d = 0; d < D; d++) x(e, d, s, row);
      lp.addRow(row, -Infinity, em.maxPerType[s]!);
    }
    const minutes = new LinExpr();
    for (let d = 0; d < D; d++) for (let s = 0; s < S; s++) x(e, d, s, minutes, c.duration[s]!);
    lp.addRow(minutes, em.minMinutes, em.maxMinutes);
    if (em.weekMax) {
      const weeks = Array.from(em.weekMax, () => new LinExpr());
      for (let d = 0; d < D; d++) for (let s = 0; s < S; s++) x(e, d, s, weeks[c.weekOf[d]!], c.duration[s]!);
      weeks.forEach((row, k) => lp.addRow(row, -Infinity, em.weekMax![k]!));
    }
    if (em.maxWork < D) for (let d = 0; d + em.maxWork < D; d++) lp.addRow(sumOver(e, range(d, d + em.maxWork + 1)), -Infinity, em.maxWork);
    for (let len = 1; len < em.minWork; len++) {
      for (let d = 0; d + len + 1 < D; d++) {
        const row = sumOver(e, range(d + 1, d + len + 1), w(e, d, w(e, d + len + 1)), -1);
        lp.addRow(row, 1 - len, Infinity);
      }
    }
    for (let len = 1; len < em.minOff; len++) {
      for (let d = 0; d + len + 1 < D; d++) {
        const row = sumOver(e, range(d + 1, d + len + 1), w(e, d, w(e, d + len + 1, undefined, -1), -1));
        lp.addRow(row, -1, Infinity);
      }
    }
    if (em.maxWeekends < c.weekendCount) {
      const total = new LinExpr();
      const byWeekend = new Map<number, number[]>();
      for (let d = 0; d < D; d++) if (c.weekendId[d]! >= 0) byWeekend.set(c.weekendId[d]!, [...(byWeekend.get(c.weekendId[d]!) ?? []), d]);
      if (byWeekend.size > em.maxWeekends) {
        for (const days of byWeekend.values()) {
          const worked = days.map((d) => w(e, d));
          if (worked.some((ex) => ex.constant > 0)) {
            total.constant += 1;
            continue;
          }
          if (worked.every((ex) => ex.cols.length === 0)) continue;
          const y = col(0, 1, false, Math.max(...worked.map(valueAt)));
          total.add(y, 1);
          for (const ex of worked) lp.addRow(ex.add(y, -1), -Infinity, 0);
        }
        lp.addRow(total, -Infinity, em.maxWeekends);
      }
    }
    for (const t of em.targets) {
      const n = new LinExpr();
      for (let d = 0; d < D; d++) for (let s = 0; s < S; s++) if (t.mask[d * S + s]) x(e, d, s, n);
      const at = valueAt(n);
      if (n.cols.length === 0) {
        lp.offset += penalty(at, t.target, t.under, t.over);
        continue;
      }
      if (t.under > 0) lp.addRow(new LinExpr().addExpr(n).add(slack(t.under, t.target - at, t.target - least(n)), 1), t.target, Infinity);
      if (t.over > 0) lp.addRow(new LinExpr().addExpr(n).add(slack(t.over, at - t.target, most(n) - t.target), -1), -Infinity, t.target);
    }
  }

  for (const unit of c.units) {
    if (unit.length < 2 || !included[unit[0]!]) continue;
    for (const e of unit.slice(1))
      for (let d = 0; d < D; d++)
        for (let s = 0; s < S; s++) {
          lp.addRow(x(unit[0]!, d, s, x(e, d, s, undefined, -1)), 0, 0);
        }
  }
  for (const group of c.model.apartGroups) {
    if (!group.some((e) => included[e])) continue;
    for (let d = 0; d < D; d++)
      for (let s = 0; s < S; s++) {
        const row = new LinExpr();
        for (const e of group) x(e, d, s, row);
        lp.addRow(row, -Infinity, 1);
      }
  }

  if (excess) {
    const total = new LinExpr();
    for (let e = 0; e < E; e++) {
      // Above the cap every excess is as impossible: the clamp keeps the rows' numbers finite.
      const at = (d: number, v: number): number => Math.min(excess.cap + 1, excess.above[(e * D + d) * (S + 1) + v + 1]!);
      let fixedMost = 0;
      for (let d = 0; d < D; d++) if (!free[e * D + d]) fixedMost = Math.max(fixedMost, at(d, schedule[e * D + d]!));
      if (!included[e]) {
        total.constant += fixedMost;
        continue;
      }
      const y = col(0, Infinity, false, 0);
      total.add(y, 1);
      lp.addRow(new LinExpr().add(y, 1), fixedMost, Infinity);
      for (let d = 0; d < D; d++) {
        if (!free[e * D + d]) continue;
        if (at(d, OFF) > 0) lp.addRow(w(e, d, new LinExpr().add(y, 1), at(d, OFF)), at(d, OFF), Infinity);
        for (let s = 0; s < S; s++) if (at(d, s) > 0) lp.addRow(x(e, d, s, new LinExpr().add(y, 1), -at(d, s)), 0, Infinity);
      }
    }
    lp.addRow(total, -Infinity, excess.cap);
  }

  // Cover: only cells a free variable can change; constant cells are left out of the objective.
  const coverTerms = new Map<number, LinExpr>();
  for (let e = 0; e < E; e++) {
    for (let d = 0; d < D; d++)
      for (let s = 0; s < S; s++) {
        const i = d * S + s;
        if (!c.hasCover[i]) continue;
        const k = free[e * D + d] ? xIndex[(e * D + d) * S + s]! : -1;
        if (k < 0 && schedule[e * D + d] !== s) continue;
        let row = coverTerms.get(i);
        if (!row) coverTerms.set(i, (row = new LinExpr()));
        if (k >= 0) row.add(k, 1);
        else row.constant += 1;
      }
  }
  // What the cover shortfalls cost, for a cap on it.
  const unders = new LinExpr();
  for (const [i, n] of coverTerms) {
    const at = valueAt(n),
      req = c.req[i]!;
    if (n.cols.length === 0) {
      lp.offset += penalty(at, req, c.under[i]!, c.over[i]!);
      unders.constant += Math.max(0, req - at) * c.under[i]!;
      continue;
    }
    if (c.under[i]! > 0) {
      const u = slack(c.under[i]!, req - at, req - least(n));
      unders.add(u, c.under[i]!);
      lp.addRow(new LinExpr().addExpr(n).add(u, 1), req, Infinity);
    }
    if (c.over[i]! > 0) lp.addRow(new LinExpr().addExpr(n).add(slack(c.over[i]!, at - req, most(n) - req), -1), -Infinity, req);
  }
  // Cover cells with requirement but no assignee at all are constant shortfalls.
  for (let i = 0; i < D * S; i++)
    if (c.hasCover[i] && !coverTerms.has(i)) {
      lp.offset += c.req[i]! * c.under[i]!;
      unders.constant += c.req[i]! * c.under[i]!;
    }
  if (maxUnderPenalty !== undefined) lp.addRow(unders, -Infinity, maxUnderPenalty);

  // Skill minimums: the qualified people on a row's cell, its shortfall priced like understaffing.
  for (const r of c.skill) {
    const d = Math.floor(r.cell / S),
      s = r.cell % S,
      n = new LinExpr();
    for (let e = 0; e < E; e++) {
      if (!r.qualified[e]) continue;
      const k = free[e * D + d] ? xIndex[(e * D + d) * S + s]! : -1;
      if (k >= 0) n.add(k, 1);
      else if (schedule[e * D + d] === s) n.constant += 1;
    }
    const at = valueAt(n);
    if (n.cols.length === 0) lp.offset += Math.max(0, r.need - at) * r.under;
    else lp.addRow(new LinExpr().addExpr(n).add(slack(r.under, r.need - at, r.need - least(n)), 1), r.need, Infinity);
  }

  return {
    data: lp.build(relax),
    start: Float64Array.from(start),
    decode(values) {
      const out = schedule.slice();
      for (let e = 0; e < E; e++)
        for (let d = 0; d < D; d++) {
          if (!free[e * D + d]) continue;
          out[e * D + d] = OFF;
          for (let s = 0; s < S; s++) {
            const k = xIndex[(e * D + d) * S + s]!;
            if (k >= 0 && values[k]! > 0.5) out[e * D + d] = s;
          }
        }
      return out;
    },
  };
}
