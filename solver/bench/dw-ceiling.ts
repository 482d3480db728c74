/**
 * The ceiling of the Lagrangian bound (search/subgradient-bound.ts) measured another way: column
 * generation over whole rosters on the month without together/apart groups, to convergence. Its
 * master LP has a row per employee, per covered cell and per count target left linear; count
 * targets kept in the roster (search/count-dp.ts, `budget` states of counts per employee) are paid
 * by each roster exactly instead. With budget 1 every target is a row: the Dantzig–Wolfe value
 * the subgradient ascends to. Each round's Lagrangian value (cover and target duals, every
 * employee's cheapest roster) is a bound; at convergence it meets the master's value. Dense
 * simplex: months of up to about 50 employees (at 500 the master of 2,500 rows does ten rounds in
 * 200 s); the sparse master in HiGHS (search/roster-master.ts, gap-sides.ts `ceiling` with budget
 * 1) reaches the 500-employee month's ceiling in about 30 s.
 */
import { OFF } from '../src/model/types.ts';
import type { Compiled } from '../src/search/compiled.ts';
import { CountDp, countGroups, penalty } from './count-dp.ts';
import { dualPrices } from '../src/search/dual-prices.ts';
import { Rng } from '../src/search/rng.ts';
import { RosterDp } from '../src/search/roster-dp.ts';
import { RevisedSimplex } from '../src/search/simplex.ts';

// Set partitioning is degenerate: each cover and target row's right-hand side moves up by less than this (as master-lp.ts does).
const PERTURBATION = 1e-7;

export interface CeilingRound {
  round: number;
  master: number;
  bound: number;
  added: number;
}

/** `c` must have no together/apart groups. Returns the best bound; calls `onRound` after each round. */
export function dwCeiling(c: Compiled, deadline: number, budget: number, onRound: (r: CeilingRound) => void): number {
  const { E, D, S } = c;
  const dp = new RosterDp(c),
    counted = new CountDp(dp);
  const groups = c.emp.map((em, e) => (budget > 1 ? countGroups(c, e, budget) : { kept: [], left: em.targets.map((_, k) => k) }));
  const cellRow = new Int32Array(D * S).fill(-1);
  const b: number[] = Array<number>(E).fill(1);
  for (let i = 0; i < D * S; i++)
    if (c.hasCover[i]) {
      cellRow[i] = b.length;
      b.push(c.req[i]!);
    }
  const targetRow = groups.map((g, e) =>
    g.left.map((k) => {
      b.push(c.emp[e]!.targets[k]!.target);
      return b.length - 1;
    }),
  );
  const rng = new Rng(3);
  const lp = new RevisedSimplex(
    b.length,
    Float64Array.from(b, (x, r) => (r >= E ? x + PERTURBATION * (1 + rng.next()) : x)),
  );
  // Crash basis: an artificial roster per employee (dear, covers and counts nothing), each cover
  // row's shortfall and each target row's shortfall (the artificial counts 0 of every target).
  const basis: number[] = [];
  for (let e = 0; e < E; e++) basis.push(lp.addColumn(1e6, [e], [1]));
  for (let i = 0; i < D * S; i++)
    if (cellRow[i]! >= 0) {
      basis.push(lp.addColumn(c.under[i]!, [cellRow[i]!], [1]));
      lp.addColumn(c.over[i]!, [cellRow[i]!], [-1]);
    }
  groups.forEach((g, e) =>
    g.left.forEach((k, j) => {
      const t = c.emp[e]!.targets[k]!;
      basis.push(lp.addColumn(t.under, [targetRow[e]![j]!], [1]));
      lp.addColumn(t.over, [targetRow[e]![j]!], [-1]);
    }),
  );
  if (!lp.setBasis(basis)) throw new Error('ceiling: crash basis rejected');
  const seen = groups.map(() => new Set<string>());
  const countOf = (mask: Uint8Array, row: Int16Array): number => row.reduce((n, v, d) => n + (v !== OFF && mask[d * S + v] ? 1 : 0), 0);
  const add = (e: number, row: Int16Array): boolean => {
    const key = row.join(',');
    if (seen[e]!.has(key)) return false;
    seen[e]!.add(key);
    const targets = c.emp[e]!.targets;
    let cost = 0;
    for (let d = 0; d < D; d++) cost += c.cellCost[(e * D + d) * (S + 1) + row[d]! + 1]!;
    for (const g of groups[e]!.kept)
      cost += penalty(
        g.targets.map((k) => targets[k]!),
        countOf(g.mask, row),
      );
    const rows = [e],
      vals = [1];
    for (let d = 0; d < D; d++)
      if (row[d] !== OFF && cellRow[d * S + row[d]!]! >= 0) {
        rows.push(cellRow[d * S + row[d]!]!);
        vals.push(1);
      }
    groups[e]!.left.forEach((k, j) => {
      const n = countOf(targets[k]!.mask, row);
      if (n > 0) {
        rows.push(targetRow[e]![j]!);
        vals.push(n);
      }
    });
    lp.addColumn(cost, rows, vals);
    return true;
  };
  const prices = new Float64Array(D * (S + 1)),
    pi = new Float64Array(D * S);
  let best = -Infinity;
  for (let round = 1; Date.now() < deadline; round++) {
    if (lp.solve(Infinity, deadline) !== 'optimal') break;
    const y = lp.duals();
    let value = 0,
      added = 0;
    for (let i = 0; i < D * S; i++) pi[i] = cellRow[i]! >= 0 ? y[cellRow[i]!]! : 0;
    for (let i = 0; i < D * S; i++) value += c.req[i]! * pi[i]!;
    for (let e = 0; e < E; e++) {
      dualPrices(c, e, pi, prices);
      groups[e]!.left.forEach((k, j) => {
        // Within the slacks' prices, as the Lagrangian's multipliers must be.
        const t = c.emp[e]!.targets[k]!,
          mu = Math.min(t.under, Math.max(-t.over, y[targetRow[e]![j]!]!));
        value += mu * t.target;
        for (let i = 0; i < D * S; i++) if (t.mask[i]) prices[Math.floor(i / S) * (S + 1) + (i % S) + 1]! -= mu;
      });
      const r = counted.solve(e, prices, groups[e]!.kept)!;
      value += r.value;
      if (r.value < y[e]! - 1e-6 && add(e, r.row)) added++;
    }
    best = Math.max(best, value);
    onRound({ round, master: lp.objective(), bound: best, added });
    if (added === 0) break;
  }
  return best;
}
