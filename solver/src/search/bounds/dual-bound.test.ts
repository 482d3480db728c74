import type { ModelData } from 'highs';
import { describe, expect, it } from 'vitest';
import { dualBound } from './dual-bound.ts';
import { highsRuntime, runHighs } from '../compile/highs.ts';
import { Rng } from '../heuristics/rng.ts';

/** An LP from dense rows: min c·x, rowLower ≤ A·x ≤ rowUpper, colLower ≤ x ≤ colUpper. */
function lp(cost: number[], lower: number[], upper: number[], rows: { a: number[]; lo: number; up: number }[], offset = 0): ModelData {
  const starts = [0],
    indices: number[] = [],
    values: number[] = [];
  for (const { a } of rows) {
    a.forEach((v, j) => {
      if (v !== 0) {
        indices.push(j);
        values.push(v);
      }
    });
    starts.push(indices.length);
  }
  return {
    numCols: cost.length,
    numRows: rows.length,
    offset,
    colCost: cost,
    colLower: lower,
    colUpper: upper,
    rowLower: rows.map((r) => r.lo),
    rowUpper: rows.map((r) => r.up),
    matrix: { format: 'csr', numRows: rows.length, numCols: cost.length, starts, indices, values },
  } as ModelData;
}

/** The same LP with its matrix stored by columns. */
function byColumns(data: ModelData): ModelData {
  const { numRows, numCols, matrix } = data;
  const cols = Array.from({ length: numCols }, () => [] as [number, number][]);
  for (let i = 0; i < numRows; i++)
    for (let p = matrix.starts[i]!; p < matrix.starts[i + 1]!; p++) cols[matrix.indices[p]!]!.push([i, matrix.values[p]!]);
  const starts = [0];
  for (const col of cols) starts.push(starts.at(-1)! + col.length);
  const entries = cols.flat();
  return {
    ...data,
    matrix: { format: 'csc', numRows, numCols, starts, indices: entries.map((e) => e[0]), values: entries.map((e) => e[1]) },
  } as ModelData;
}

// Two people cover two shifts: min 3x0 + 2x1 + 4x2 + 10u (u: a short shift), x0 + x1 ≥ 1,
// x1 + x2 + u ≥ 1, x0 + x2 ≤ 1 (one of them off), every x in [0, 1], u in [0, 1]; optimum 2 + 5.
const tiny = (): ModelData =>
  lp(
    [3, 2, 4, 10],
    [0, 0, 0, 0],
    [1, 1, 1, 1],
    [
      { a: [1, 1, 0, 0], lo: 1, up: Infinity },
      { a: [0, 1, 1, 1], lo: 1, up: Infinity },
      { a: [1, 0, 1, 0], lo: -Infinity, up: 1 },
    ],
    5,
  );

/**
 * A feasible, bounded random LP: sides around a random point of the box, some of them infinite;
 * a few columns without an upper bound (costing at least 0).
 */
function randomLp(rng: Rng): ModelData {
  const n = 3 + rng.int(6),
    m = 2 + rng.int(6);
  const upper = Array.from({ length: n }, () => (rng.next() < 0.2 ? Infinity : 1 + rng.int(5)));
  const point = upper.map((u) => rng.next() * Math.min(u, 5));
  const rows = Array.from({ length: m }, () => {
    const a = Array.from({ length: n }, () => (rng.next() < 0.6 ? rng.int(7) - 3 : 0));
    const at = a.reduce((s, v, j) => s + v * point[j]!, 0);
    const kind = rng.int(3);
    return { a, lo: kind === 1 ? -Infinity : at - rng.next() * 2, up: kind === 2 ? Infinity : at + rng.next() * 2 };
  });
  return lp(
    upper.map((u) => rng.int(21) - (u === Infinity ? 0 : 10)),
    upper.map(() => 0),
    upper,
    rows,
    rng.int(10),
  );
}

describe('the bound from row duals', () => {
  it('equals the LP optimum with the simplex duals', async () => {
    const data = tiny();
    const out = runHighs(await highsRuntime(), data, {});
    expect(out.status).toBe('optimal');
    expect(out.objective).toBeCloseTo(7, 9);
    expect(dualBound(data, out.rowDual!)).toBeCloseTo(7, 9);
    expect(dualBound(byColumns(data), out.rowDual!)).toBeCloseTo(7, 9);
  });

  it('never lies above the optimum, whatever the duals', async () => {
    const highs = await highsRuntime(),
      rng = new Rng(29);
    for (let k = 0; k < 20; k++) {
      const data = k === 0 ? tiny() : randomLp(rng);
      const out = runHighs(highs, data, {});
      expect(out.status).toBe('optimal');
      const optimum = out.objective!;
      // With a column unbounded, a reduced cost of −1e-16 makes the exact duals' bound −∞.
      if (Array.from(data.colUpper).every(Number.isFinite)) expect(dualBound(data, out.rowDual!)).toBeCloseTo(optimum, 6);
      for (let t = 0; t < 200; t++) {
        // Around the exact duals, or anywhere (signs pointing at infinite sides included).
        const y = out.rowDual!.map((v) => (t % 2 === 0 ? v + (rng.next() - 0.5) * 0.5 : (rng.next() - 0.5) * 40));
        const bound = dualBound(data, y);
        expect(bound).toBeLessThanOrEqual(optimum + 1e-9);
        if (Number.isFinite(bound)) expect(dualBound(byColumns(data), y)).toBeCloseTo(bound, 9);
      }
    }
  });

  it('tightens a side no point of the box reaches, rather than multiply a dual by it', () => {
    // x0 + x1 ≤ 2⁵³ (a "no limit") with a dual of −1e-8: the side is the box's most, 2.
    const data = lp([1, 1], [0, 0], [1, 1], [{ a: [1, 1], lo: 0, up: Number.MAX_SAFE_INTEGER }]);
    expect(dualBound(data, [-1e-8])).toBeCloseTo(-2e-8, 12);
  });
});
