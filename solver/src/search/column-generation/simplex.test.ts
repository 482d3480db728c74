import { describe, expect, it } from 'vitest';
import { highsRuntime, runHighs } from '../compile/highs.ts';
import { LinExpr, LpBuilder } from '../compile/lp-builder.ts';
import { Rng } from '../heuristics/rng.ts';
import { RevisedSimplex } from './simplex.ts';

interface RandomLp {
  m: number;
  b: Float64Array;
  cols: { cost: number; rows: number[]; vals: number[] }[];
}

/** Sparse 0/1 columns (set-partitioning-like, degenerate) plus costly slacks that give a feasible start. */
function randomLp(rng: Rng, m: number, n: number): RandomLp {
  const b = Float64Array.from({ length: m }, () => 1 + rng.int(3));
  const cols = Array.from({ length: m }, (_, r) => ({ cost: 50, rows: [r], vals: [1] }));
  for (let j = 0; j < n; j++) {
    const rows = [...new Set(Array.from({ length: 1 + rng.int(4) }, () => rng.int(m)))];
    cols.push({ cost: 1 + rng.int(20), rows, vals: rows.map(() => 1 + rng.int(2)) });
  }
  return { m, b, cols };
}

function highsOptimum(lp: RandomLp): Promise<number> {
  const builder = new LpBuilder();
  const rows = Array.from({ length: lp.m }, () => new LinExpr());
  for (const col of lp.cols) {
    const j = builder.addCol(col.cost, 0, Infinity, false);
    col.rows.forEach((r, k) => rows[r]!.add(j, col.vals[k]!));
  }
  rows.forEach((row, r) => builder.addRow(row, lp.b[r]!, lp.b[r]!));
  return highsRuntime().then((highs) => runHighs(highs, builder.build(true), {}).objective!);
}

describe('warm-started revised simplex', () => {
  it('reaches HiGHS optimum on random degenerate LPs, with duals that certify it', async () => {
    const rng = new Rng(7);
    for (let t = 0; t < 12; t++) {
      const lp = randomLp(rng, 5 + rng.int(30), 10 + rng.int(120));
      const s = new RevisedSimplex(lp.m, lp.b);
      for (const col of lp.cols) s.addColumn(col.cost, col.rows, col.vals);
      expect(s.setBasis(Array.from({ length: lp.m }, (_, r) => r))).toBe(true);
      expect(s.solve()).toBe('optimal');
      expect(s.objective()).toBeCloseTo(await highsOptimum(lp), 6);
      const y = s.duals();
      // Strong duality and dual feasibility: y·b equals the optimum, no column prices below zero.
      expect(lp.b.reduce((z, bi, r) => z + bi * y[r]!, 0)).toBeCloseTo(s.objective(), 6);
      for (let j = 0; j < s.n; j++) expect(s.reducedCost(j)).toBeGreaterThan(-1e-7);
    }
  });

  it('keeps its basis when columns are added and re-optimises to the larger LP optimum', async () => {
    const rng = new Rng(11);
    const lp = randomLp(rng, 25, 150);
    const s = new RevisedSimplex(lp.m, lp.b);
    const first = lp.cols.slice(0, 25 + 40);
    for (const col of first) s.addColumn(col.cost, col.rows, col.vals);
    s.setBasis(Array.from({ length: lp.m }, (_, r) => r));
    s.solve();
    expect(s.objective()).toBeCloseTo(await highsOptimum({ ...lp, cols: first }), 6);
    const before = s.pivots;
    for (const col of lp.cols.slice(first.length)) s.addColumn(col.cost, col.rows, col.vals);
    expect(s.solve()).toBe('optimal');
    expect(s.objective()).toBeCloseTo(await highsOptimum(lp), 6);
    // Warm: fewer pivots than the same LP solved from the crash basis.
    const cold = new RevisedSimplex(lp.m, lp.b);
    for (const col of lp.cols) cold.addColumn(col.cost, col.rows, col.vals);
    cold.setBasis(Array.from({ length: lp.m }, (_, r) => r));
    cold.solve();
    expect(s.pivots - before).toBeLessThan(cold.pivots);
  });

  it('holds blocked columns at 0: the dual simplex drives them out, the optimum is the LP without them', async () => {
    const lp = randomLp(new Rng(5), 20, 120);
    const s = new RevisedSimplex(lp.m, lp.b);
    for (const col of lp.cols) s.addColumn(col.cost, col.rows, col.vals);
    s.setBasis(Array.from({ length: lp.m }, (_, r) => r));
    s.solve();
    const used = Array.from({ length: s.n }, (_, j) => j)
      .filter((j) => j >= lp.m && s.value(j) > 1e-9)
      .slice(0, 3);
    for (const j of used) s.setBlocked(j, true);
    expect(s.solve()).toBe('optimal');
    for (const j of used) expect(s.value(j)).toBe(0);
    expect(s.objective()).toBeCloseTo(await highsOptimum({ ...lp, cols: lp.cols.filter((_, j) => !used.includes(j)) }), 6);
  });

  it('refuses a singular or infeasible crash basis', () => {
    const s = new RevisedSimplex(2, Float64Array.from([1, 1]));
    const a = s.addColumn(1, [0, 1], [1, 1]),
      b = s.addColumn(1, [0, 1], [2, 2]),
      c = s.addColumn(1, [0, 1], [1, -1]);
    expect(s.setBasis([a, b])).toBe(false);
    expect(s.setBasis([a, c])).toBe(true);
    const n = s.addColumn(1, [0], [-1]);
    expect(s.setBasis([n, c])).toBe(false);
  });
});
