/** Accumulates columns and CSR rows of a linear model and hands them to HiGHS as ModelData. */
import type { ModelData } from 'highs';

/** A linear expression: coefficient per column plus a constant. */
export class LinExpr {
  readonly cols: number[] = [];
  readonly vals: number[] = [];
  constant = 0;
  add(col: number, val: number): this {
    this.cols.push(col);
    this.vals.push(val);
    return this;
  }
  addExpr(other: LinExpr, factor = 1): this {
    other.cols.forEach((c, i) => this.add(c, other.vals[i]! * factor));
    this.constant += other.constant * factor;
    return this;
  }
}

export class LpBuilder {
  private cost: number[] = [];
  private lower: number[] = [];
  private upper: number[] = [];
  private integer: (0 | 1)[] = [];
  private rowLower: number[] = [];
  private rowUpper: number[] = [];
  private starts: number[] = [0];
  private indices: number[] = [];
  private values: number[] = [];
  offset = 0;

  get numCols(): number {
    return this.cost.length;
  }

  addCol(cost: number, lower: number, upper: number, integer: boolean): number {
    this.cost.push(cost);
    this.lower.push(lower);
    this.upper.push(upper);
    this.integer.push(integer ? 1 : 0);
    return this.cost.length - 1;
  }

  addCost(col: number, cost: number): void {
    this.cost[col]! += cost;
  }

  /** lower ≤ expr ≤ upper; an expression without columns is dropped (returns false). */
  addRow(expr: LinExpr, lower: number, upper: number): boolean {
    if (expr.cols.length === 0) return false;
    const merged = new Map<number, number>();
    expr.cols.forEach((c, i) => merged.set(c, (merged.get(c) ?? 0) + expr.vals[i]!));
    for (const [c, v] of merged)
      if (v !== 0) {
        this.indices.push(c);
        this.values.push(v);
      }
    this.starts.push(this.indices.length);
    this.rowLower.push(lower - expr.constant);
    this.rowUpper.push(upper - expr.constant);
    return true;
  }

  build(relax: boolean): ModelData {
    return {
      numCols: this.cost.length,
      numRows: this.rowLower.length,
      offset: this.offset,
      colCost: this.cost,
      colLower: this.lower,
      colUpper: this.upper,
      rowLower: this.rowLower,
      rowUpper: this.rowUpper,
      matrix: {
        format: 'csr',
        numRows: this.rowLower.length,
        numCols: this.cost.length,
        starts: this.starts,
        indices: this.indices,
        values: this.values,
      },
      ...(relax ? {} : { integrality: Int32Array.from(this.integer) }),
    } as ModelData;
  }
}
