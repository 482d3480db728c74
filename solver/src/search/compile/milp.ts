/**
 * The rostering MILP over a chosen set of free cells (employee × day); every other cell keeps its
 * value from the given schedule and enters the rows as a constant. With every cell free it is the
 * monolithic model (its LP relaxation gives the lower bound); with a few employees or a window of
 * days free it is a large-neighbourhood sub-problem, warm-started from the current schedule.
 * Follows the Curtois & Qu formulation (each employee's rows: milp-employee.ts).
 */
import type { ModelData } from 'highs';
import { OFF } from '../../model/types.ts';
import type { Compiled } from './compiled.ts';
import { LinExpr } from './lp-builder.ts';
import { addEmployeeRows, addFixedTargetCosts } from './milp-employee.ts';
import { least, MilpTerms, most, penalty } from './milp-terms.ts';

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
  const t = new MilpTerms(c, schedule, free, relax);
  addFixedCellCosts(t);
  for (let e = 0; e < c.E; e++) {
    if (t.included[e]) addEmployeeRows(t, e);
    else addFixedTargetCosts(t, e);
  }
  addTogetherRows(t);
  addApartRows(t);
  if (excess) addExcessRows(t, excess);
  addCoverRows(t, maxUnderPenalty);
  addSkillRows(t);
  return {
    data: t.lp.build(relax),
    start: Float64Array.from(t.start),
    decode: (values) => decode(t, values),
  };
}

/** Costs of fixed cells are constants, so the model's objective equals the schedule's objective. */
function addFixedCellCosts(t: MilpTerms): void {
  const { E, D, S } = t.c;
  for (let e = 0; e < E; e++)
    for (let d = 0; d < D; d++) {
      if (!t.free[e * D + d]) t.lp.offset += t.c.cellCost[(e * D + d) * (S + 1) + t.schedule[e * D + d]! + 1]!;
    }
}

/** A unit (people who work together) works the same shifts: each member equals its first. */
function addTogetherRows(t: MilpTerms): void {
  const { D, S } = t.c;
  for (const unit of t.c.units) {
    if (unit.length < 2 || !t.included[unit[0]!]) continue;
    for (const e of unit.slice(1))
      for (let d = 0; d < D; d++)
        for (let s = 0; s < S; s++) {
          t.lp.addRow(t.x(unit[0]!, d, s, t.x(e, d, s, undefined, -1)), 0, 0);
        }
  }
}

/** At most one of an apart group on any shift. */
function addApartRows(t: MilpTerms): void {
  const { D, S } = t.c;
  for (const group of t.c.model.apartGroups) {
    if (!group.some((e) => t.included[e])) continue;
    for (let d = 0; d < D; d++)
      for (let s = 0; s < S; s++) {
        const row = new LinExpr();
        for (const e of group) t.x(e, d, s, row);
        t.lp.addRow(row, -Infinity, 1);
      }
  }
}

/** Per employee a column at least each chosen value's excess; their sum at most the cap. */
function addExcessRows(t: MilpTerms, excess: ExcessRows): void {
  const { E, D, S } = t.c;
  const total = new LinExpr();
  for (let e = 0; e < E; e++) {
    // Above the cap every excess is as impossible: the clamp keeps the rows' numbers finite.
    const at = (d: number, v: number): number => Math.min(excess.cap + 1, excess.above[(e * D + d) * (S + 1) + v + 1]!);
    let fixedMost = 0;
    for (let d = 0; d < D; d++) if (!t.free[e * D + d]) fixedMost = Math.max(fixedMost, at(d, t.schedule[e * D + d]!));
    if (!t.included[e]) {
      total.constant += fixedMost;
      continue;
    }
    const y = t.col(0, Infinity, false, 0);
    total.add(y, 1);
    t.lp.addRow(new LinExpr().add(y, 1), fixedMost, Infinity);
    for (let d = 0; d < D; d++) {
      if (!t.free[e * D + d]) continue;
      if (at(d, OFF) > 0) t.lp.addRow(t.w(e, d, new LinExpr().add(y, 1), at(d, OFF)), at(d, OFF), Infinity);
      for (let s = 0; s < S; s++) if (at(d, s) > 0) t.lp.addRow(t.x(e, d, s, new LinExpr().add(y, 1), -at(d, s)), 0, Infinity);
    }
  }
  t.lp.addRow(total, -Infinity, excess.cap);
}

/** The staff on each cover cell, by cell: only cells a free variable can change or a fixed one fills. */
function coverTerms(t: MilpTerms): Map<number, LinExpr> {
  const { E, D, S } = t.c;
  const terms = new Map<number, LinExpr>();
  for (let e = 0; e < E; e++) {
    for (let d = 0; d < D; d++)
      for (let s = 0; s < S; s++) {
        const i = d * S + s;
        if (!t.c.hasCover[i]) continue;
        const k = t.free[e * D + d] ? t.xIndex[(e * D + d) * S + s]! : -1;
        if (k < 0 && t.schedule[e * D + d] !== s) continue;
        let row = terms.get(i);
        if (!row) terms.set(i, (row = new LinExpr()));
        if (k >= 0) row.add(k, 1);
        else row.constant += 1;
      }
  }
  return terms;
}

/**
 * Cover: penalised slack under and over each cell's requirement; cells no free variable can change
 * are constants. With `maxUnderPenalty`, a cap on what the shortfalls cost.
 */
function addCoverRows(t: MilpTerms, maxUnderPenalty: number | undefined): void {
  const { c } = t;
  const terms = coverTerms(t);
  const unders = new LinExpr();
  for (const [i, n] of terms) {
    const at = t.valueAt(n),
      req = c.req[i]!;
    if (n.cols.length === 0) {
      t.lp.offset += penalty(at, req, c.under[i]!, c.over[i]!);
      unders.constant += Math.max(0, req - at) * c.under[i]!;
      continue;
    }
    if (c.under[i]! > 0) {
      const u = t.slack(c.under[i]!, req - at, req - least(n));
      unders.add(u, c.under[i]!);
      t.lp.addRow(new LinExpr().addExpr(n).add(u, 1), req, Infinity);
    }
    if (c.over[i]! > 0) t.lp.addRow(new LinExpr().addExpr(n).add(t.slack(c.over[i]!, at - req, most(n) - req), -1), -Infinity, req);
  }
  // Cover cells with requirement but no assignee at all are constant shortfalls.
  for (let i = 0; i < c.D * c.S; i++)
    if (c.hasCover[i] && !terms.has(i)) {
      t.lp.offset += c.req[i]! * c.under[i]!;
      unders.constant += c.req[i]! * c.under[i]!;
    }
  if (maxUnderPenalty !== undefined) t.lp.addRow(unders, -Infinity, maxUnderPenalty);
}

/** Skill minimums: the qualified people on a row's cell, its shortfall priced like understaffing. */
function addSkillRows(t: MilpTerms): void {
  const { E, D, S } = t.c;
  for (const r of t.c.skill) {
    const d = Math.floor(r.cell / S),
      s = r.cell % S,
      n = new LinExpr();
    for (let e = 0; e < E; e++) {
      if (!r.qualified[e]) continue;
      const k = t.free[e * D + d] ? t.xIndex[(e * D + d) * S + s]! : -1;
      if (k >= 0) n.add(k, 1);
      else if (t.schedule[e * D + d] === s) n.constant += 1;
    }
    const at = t.valueAt(n);
    if (n.cols.length === 0) t.lp.offset += Math.max(0, r.need - at) * r.under;
    else t.lp.addRow(new LinExpr().addExpr(n).add(t.slack(r.under, r.need - at, r.need - least(n)), 1), r.need, Infinity);
  }
}

/** The schedule with each free cell set to its chosen shift, or off. */
function decode(t: MilpTerms, values: ArrayLike<number>): Int16Array {
  const { E, D, S } = t.c;
  const out = t.schedule.slice();
  for (let e = 0; e < E; e++)
    for (let d = 0; d < D; d++) {
      if (!t.free[e * D + d]) continue;
      out[e * D + d] = OFF;
      for (let s = 0; s < S; s++) {
        const k = t.xIndex[(e * D + d) * S + s]!;
        if (k >= 0 && values[k]! > 0.5) out[e * D + d] = s;
      }
    }
  return out;
}
