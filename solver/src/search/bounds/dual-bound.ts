/**
 * A lower bound on a minimising LP from any row multipliers, exact or not (PDLP's at an
 * unclassified end or at its time limit). Weak duality: for rows L ≤ Ax ≤ U and columns l ≤ x ≤ u,
 * c·x = (c − Aᵀy)·x + y·Ax, and each term is bounded below over its box, so the bound holds for
 * every x of the LP (and so of its MILP) whatever y is. HiGHS's convention: a row's dual is
 * positive at its lower side, negative at its upper side. A side is first tightened to the row's
 * activity range over the columns' box (a "no limit" of 2⁵³ minutes would otherwise multiply a
 * dual's 1e-8 noise into −10⁸); a multiplier pointing at a side that stays infinite is clipped to 0.
 */
import type { ModelData } from 'highs';

export function dualBound(data: ModelData, rowDual: ArrayLike<number>): number {
  const { numCols, numRows, matrix, colLower, colUpper } = data;
  const { starts, indices, values } = matrix;
  const csr = matrix.format === 'csr';
  const eachEntry = (visit: (row: number, col: number, a: number) => void): void => {
    for (let k = 0; k < (csr ? numRows : numCols); k++)
      for (let p = starts[k]!; p < starts[k + 1]!; p++) {
        if (csr) visit(k, indices[p]!, values[p]!);
        else visit(indices[p]!, k, values[p]!);
      }
  };
  // Each row's activity range over the box: the least and most A·x can be.
  const least = new Float64Array(numRows),
    most = new Float64Array(numRows);
  eachEntry((i, j, a) => {
    least[i]! += a * (a > 0 ? colLower[j]! : colUpper[j]!);
    most[i]! += a * (a > 0 ? colUpper[j]! : colLower[j]!);
  });
  // Columns unbounded both ways make a range ∞ − ∞: no tightening there.
  for (let i = 0; i < numRows; i++) {
    if (Number.isNaN(least[i])) least[i] = -Infinity;
    if (Number.isNaN(most[i])) most[i] = Infinity;
  }
  const side = (i: number, y: number): number => (y > 0 ? Math.max(data.rowLower[i]!, least[i]!) : Math.min(data.rowUpper[i]!, most[i]!));
  const y = Float64Array.from({ length: numRows }, (_, i) => {
    const v = rowDual[i]!;
    return v !== 0 && Number.isFinite(side(i, v)) ? v : 0;
  });
  const reduced = Float64Array.from(data.colCost);
  eachEntry((i, j, a) => {
    reduced[j]! -= a * y[i]!;
  });
  let bound = data.offset ?? 0;
  for (let i = 0; i < numRows; i++) if (y[i] !== 0) bound += y[i]! * side(i, y[i]!);
  for (let j = 0; j < numCols; j++) {
    const d = reduced[j]!;
    if (d > 0) bound += d * colLower[j]!;
    else if (d < 0) bound += d * colUpper[j]!;
  }
  return bound;
}
