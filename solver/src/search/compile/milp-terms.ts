/**
 * The shared state of one MILP build (milp.ts): the LP under construction, the MIP start, and the
 * cell variables over the free cells. Its helpers turn cells into linear terms, so a fixed cell
 * enters every row as a constant and only free cells become columns.
 */
import { OFF } from '../../model/types.ts';
import type { Compiled } from './compiled.ts';
import { LinExpr, LpBuilder } from './lp-builder.ts';

export class MilpTerms {
  readonly lp = new LpBuilder();
  /** The start value of every column so far, in column order. */
  readonly start: number[] = [];
  /** Column of x[e, d, s] per (e*D + d)*S + s, -1 where there is none. */
  readonly xIndex: Int32Array;
  /** Employees with at least one free cell: only they get rule rows. */
  readonly included: Uint8Array;

  constructor(
    readonly c: Compiled,
    readonly schedule: Int16Array,
    readonly free: Uint8Array,
    readonly relax: boolean,
  ) {
    const { E, D, S } = c;
    this.xIndex = new Int32Array(E * D * S).fill(-1);
    this.included = new Uint8Array(E);
    // A free cell costs its off value plus, per allowed shift, that shift's extra cost.
    for (let e = 0; e < E; e++) {
      for (let d = 0; d < D; d++) {
        if (!free[e * D + d]) continue;
        this.included[e] = 1;
        const base = (e * D + d) * (S + 1);
        this.lp.offset += c.cellCost[base]!;
        for (let s = 0; s < S; s++) {
          if (!c.allowed[(e * D + d) * S + s]) continue;
          this.xIndex[(e * D + d) * S + s] = this.col(
            c.cellCost[base + s + 1]! - c.cellCost[base]!,
            1,
            true,
            schedule[e * D + d] === s ? 1 : 0,
          );
        }
      }
    }
  }

  col(cost: number, ub: number, integer: boolean, value: number): number {
    this.start.push(value);
    return this.lp.addCol(cost, 0, ub, integer);
  }

  /** The expression's value at the start. */
  valueAt(x: LinExpr): number {
    return x.cols.reduce((a, k, i) => a + x.vals[i]! * this.start[k]!, x.constant);
  }

  /**
   * Penalised slack: cost·max(0, gap) where `gap` is the expression's shortfall at the start. The
   * relaxation caps it at the most any schedule can need (`most`), which changes no optimum and
   * gives every column a finite box, which a bound from inexact duals needs (dual-bound.ts).
   */
  slack(cost: number, gap: number, most: number): number {
    return this.col(cost, this.relax ? Math.max(0, most) : Infinity, false, Math.max(0, gap));
  }

  /** Adds f·x[e, d, s] to `into`: its column where the cell is free, else a constant. */
  x(e: number, d: number, s: number, into = new LinExpr(), f = 1): LinExpr {
    const { D, S } = this.c;
    if (this.free[e * D + d]) {
      const k = this.xIndex[(e * D + d) * S + s]!;
      if (k >= 0) into.add(k, f);
    } else if (this.schedule[e * D + d] === s) into.constant += f;
    return into;
  }

  /** Adds f·(e works on day d) to `into`. */
  w(e: number, d: number, into = new LinExpr(), f = 1): LinExpr {
    const { D, S } = this.c;
    if (!this.free[e * D + d]) {
      if (this.schedule[e * D + d] !== OFF) into.constant += f;
      return into;
    }
    for (let s = 0; s < S; s++) this.x(e, d, s, into, f);
    return into;
  }

  /** Adds f·(days e works among `days`) to `into`. */
  sumOver(e: number, days: number[], into = new LinExpr(), f = 1): LinExpr {
    for (const d of days) this.w(e, d, into, f);
    return into;
  }
}

/** The least and most a count of cells (columns in [0, 1]) can be. */
export const least = (n: LinExpr): number => n.vals.reduce((a, v) => a + Math.min(0, v), n.constant);
export const most = (n: LinExpr): number => n.vals.reduce((a, v) => a + Math.max(0, v), n.constant);

export const range = (a: number, b: number): number[] => Array.from({ length: Math.max(0, b - a) }, (_, i) => a + i);

/** What a count `n` against a target costs. */
export const penalty = (n: number, target: number, under: number, over: number): number =>
  Math.max(0, target - n) * under + Math.max(0, n - target) * over;
