/**
 * Each employee's rule rows in the MILP (milp.ts), over the terms of milp-terms.ts: one shift a
 * day, successions, per-type maxima, minutes, runs, weekends and soft targets. Follows the Curtois
 * & Qu formulation: min-run rules forbid off-work…work-off patterns inside the horizon, a weekend
 * counts when its Saturday or Sunday is worked.
 */
import { OFF } from '../../model/types.ts';
import { LinExpr } from './lp-builder.ts';
import { least, type MilpTerms, most, penalty, range } from './milp-terms.ts';

/** The rows of an employee with free cells. */
export function addEmployeeRows(t: MilpTerms, e: number): void {
  addDayRows(t, e);
  addWorkloadRows(t, e);
  addRunRows(t, e);
  addWeekendRows(t, e);
  addTargetRows(t, e);
}

/** An employee without free cells has only constants: their targets' penalties at the schedule. */
export function addFixedTargetCosts(t: MilpTerms, e: number): void {
  const { D, S } = t.c;
  for (const target of t.c.emp[e]!.targets) {
    let n = 0;
    for (let d = 0; d < D; d++) {
      const v = t.schedule[e * D + d]!;
      if (v !== OFF && target.mask[d * S + v]) n++;
    }
    t.lp.offset += penalty(n, target.target, target.under, target.over);
  }
}

/** At most one shift a day, and no forbidden succession. */
function addDayRows(t: MilpTerms, e: number): void {
  const { D, S } = t.c;
  for (let d = 0; d < D; d++) t.lp.addRow(t.w(e, d), -Infinity, 1);
  // Successions: shift a, then any forbidden follower `gap` days later (at most one per day).
  for (const gap of [1, 2]) {
    for (let d = 0; d + gap < D; d++) {
      for (let a = 0; a < S; a++) {
        const row = t.x(e, d, a);
        if (row.cols.length + row.constant === 0) continue;
        for (let b = 0; b < S; b++) if (t.c.forbid[gap - 1]![a * S + b]) t.x(e, d + gap, b, row);
        t.lp.addRow(row, -Infinity, 1);
      }
    }
  }
}

/** Per-type maxima, total minutes, and minutes per week where capped. */
function addWorkloadRows(t: MilpTerms, e: number): void {
  const { D, S } = t.c,
    em = t.c.emp[e]!;
  for (let s = 0; s < S; s++) {
    if (em.maxPerType[s]! >= D) continue;
    const row = new LinExpr();
    for (let d = 0; d < D; d++) t.x(e, d, s, row);
    t.lp.addRow(row, -Infinity, em.maxPerType[s]!);
  }
  const minutes = new LinExpr();
  for (let d = 0; d < D; d++) for (let s = 0; s < S; s++) t.x(e, d, s, minutes, t.c.duration[s]!);
  t.lp.addRow(minutes, em.minMinutes, em.maxMinutes);
  if (em.weekMax) {
    const weeks = Array.from(em.weekMax, () => new LinExpr());
    for (let d = 0; d < D; d++) for (let s = 0; s < S; s++) t.x(e, d, s, weeks[t.c.weekOf[d]!], t.c.duration[s]!);
    weeks.forEach((row, k) => t.lp.addRow(row, -Infinity, em.weekMax![k]!));
  }
}

/** Longest run of work, and shortest runs of work and of days off. */
function addRunRows(t: MilpTerms, e: number): void {
  const { D } = t.c,
    em = t.c.emp[e]!;
  if (em.maxWork < D)
    for (let d = 0; d + em.maxWork < D; d++) t.lp.addRow(t.sumOver(e, range(d, d + em.maxWork + 1)), -Infinity, em.maxWork);
  // A run shorter than the minimum between two days off: off, `len` worked, off.
  for (let len = 1; len < em.minWork; len++) {
    for (let d = 0; d + len + 1 < D; d++) {
      const row = t.sumOver(e, range(d + 1, d + len + 1), t.w(e, d, t.w(e, d + len + 1)), -1);
      t.lp.addRow(row, 1 - len, Infinity);
    }
  }
  // A break shorter than the minimum between two worked days: worked, `len` off, worked.
  for (let len = 1; len < em.minOff; len++) {
    for (let d = 0; d + len + 1 < D; d++) {
      const row = t.sumOver(e, range(d + 1, d + len + 1), t.w(e, d, t.w(e, d + len + 1, undefined, -1), -1));
      t.lp.addRow(row, -1, Infinity);
    }
  }
}

/** Weekends worked at most maxWeekends: a column per weekend that is 1 when any of its days is worked. */
function addWeekendRows(t: MilpTerms, e: number): void {
  const { D } = t.c,
    em = t.c.emp[e]!;
  if (em.maxWeekends >= t.c.weekendCount) return;
  const total = new LinExpr();
  const byWeekend = new Map<number, number[]>();
  for (let d = 0; d < D; d++)
    if (t.c.weekendId[d]! >= 0) byWeekend.set(t.c.weekendId[d]!, [...(byWeekend.get(t.c.weekendId[d]!) ?? []), d]);
  if (byWeekend.size <= em.maxWeekends) return;
  for (const days of byWeekend.values()) {
    const worked = days.map((d) => t.w(e, d));
    if (worked.some((ex) => ex.constant > 0)) {
      total.constant += 1;
      continue;
    }
    if (worked.every((ex) => ex.cols.length === 0)) continue;
    const y = t.col(0, 1, false, Math.max(...worked.map((ex) => t.valueAt(ex))));
    total.add(y, 1);
    for (const ex of worked) t.lp.addRow(ex.add(y, -1), -Infinity, 0);
  }
  t.lp.addRow(total, -Infinity, em.maxWeekends);
}

/** Soft targets: penalised slack below and above, or a constant penalty where no cell is free. */
function addTargetRows(t: MilpTerms, e: number): void {
  const { D, S } = t.c;
  for (const target of t.c.emp[e]!.targets) {
    const n = new LinExpr();
    for (let d = 0; d < D; d++) for (let s = 0; s < S; s++) if (target.mask[d * S + s]) t.x(e, d, s, n);
    const at = t.valueAt(n);
    if (n.cols.length === 0) {
      t.lp.offset += penalty(at, target.target, target.under, target.over);
      continue;
    }
    if (target.under > 0)
      t.lp.addRow(
        new LinExpr().addExpr(n).add(t.slack(target.under, target.target - at, target.target - least(n)), 1),
        target.target,
        Infinity,
      );
    if (target.over > 0)
      t.lp.addRow(
        new LinExpr().addExpr(n).add(t.slack(target.over, at - target.target, most(n) - target.target), -1),
        -Infinity,
        target.target,
      );
  }
}
