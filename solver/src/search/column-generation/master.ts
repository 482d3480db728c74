/**
 * The restricted master problem over a pool of whole rosters: pick one roster per employee, pay
 * each roster's own cost (requests, count targets) and the cover shortfall and excess. Its LP
 * (master-lp.ts) gives the cover duals that price new rosters (column generation); as a MILP
 * warm-started from the incumbent it recombines rosters from every schedule the pool has seen.
 * Only for models whose employees are coupled by cover alone (no together or apart groups).
 */
import type { Highs, ModelData } from 'highs';
import { OFF } from '../../model/types.ts';
import type { Compiled } from '../compile/compiled.ts';
import type { Evaluator } from '../heuristics/evaluator.ts';
import { LinExpr, LpBuilder } from '../compile/lp-builder.ts';
import { runHighs } from '../compile/highs.ts';

export class RosterPool {
  readonly rosters: Int16Array[][];
  readonly costs: number[][];
  private readonly keys: Map<string, number>[];

  constructor(readonly c: Compiled) {
    this.rosters = Array.from({ length: c.E }, () => []);
    this.costs = Array.from({ length: c.E }, () => []);
    this.keys = Array.from({ length: c.E }, () => new Map());
  }

  get size(): number {
    return this.rosters.reduce((n, r) => n + r.length, 0);
  }

  /** Adds e's roster when it keeps the hard rules and is new; returns whether it was added. */
  add(ev: Evaluator, e: number, row: Int16Array): boolean {
    const key = row.join(',');
    if (this.keys[e]!.has(key)) return false;
    const [hard, soft] = ev.employeeCost(e, row);
    if (hard > 0) return false;
    this.keys[e]!.set(key, this.rosters[e]!.length);
    this.rosters[e]!.push(row.slice());
    this.costs[e]!.push(soft);
    return true;
  }

  /** Index of `row` among e's rosters, -1 when absent. */
  indexOf(e: number, row: Int16Array): number {
    return this.keys[e]!.get(row.join(',')) ?? -1;
  }

  addSchedule(ev: Evaluator, sched: Int16Array): number {
    let n = 0;
    for (let e = 0; e < this.c.E; e++) if (this.add(ev, e, sched.subarray(e * this.c.D, (e + 1) * this.c.D))) n++;
    return n;
  }

  /** The master as HiGHS model data (an LP when relaxed), with its roster columns and cover rows. */
  model(relax: boolean): ModelData {
    return this.build().lp.build(relax);
  }

  private build(): { lp: LpBuilder; cols: number[][]; coverRows: Map<number, LinExpr> } {
    const { E, D, S } = this.c;
    const lp = new LpBuilder();
    const cols: number[][] = this.rosters.map((list, e) => list.map((_, k) => lp.addCol(this.costs[e]![k]!, 0, 1, true)));
    const coverRows = new Map<number, LinExpr>();
    for (let i = 0; i < D * S; i++) {
      if (this.c.hasCover[i])
        coverRows.set(
          i,
          new LinExpr().add(lp.addCol(this.c.under[i]!, 0, Infinity, false), 1).add(lp.addCol(this.c.over[i]!, 0, Infinity, false), -1),
        );
    }
    this.rosters.forEach((list, e) =>
      list.forEach((row, k) => {
        for (let d = 0; d < D; d++) if (row[d] !== OFF) coverRows.get(d * S + row[d]!)?.add(cols[e]![k]!, 1);
      }),
    );
    for (let e = 0; e < E; e++)
      lp.addRow(
        cols[e]!.reduce((x, k) => x.add(k, 1), new LinExpr()),
        1,
        1,
      );
    for (const [i, row] of coverRows) lp.addRow(row, this.c.req[i]!, this.c.req[i]!);
    return { lp, cols, coverRows };
  }

  /**
   * Solves the master as a MILP warm-started from `start`: the chosen rosters as a schedule. Through
   * runHighs, so on a counted clock (clock.ts) its time limit falls at the same point of the work.
   */
  solve(highs: Highs, timeLimit: number, deadline: number, start?: Int16Array): Int16Array | undefined {
    const { E, D } = this.c;
    const { lp, cols, coverRows } = this.build();
    const { values } = runHighs(
      highs,
      lp.build(false),
      { timeLimit: Math.max(0.05, timeLimit), deadline },
      start && this.startValues(lp.numCols, cols, start, coverRows),
    );
    if (!values) return undefined;
    const schedule = new Int16Array(E * D).fill(OFF);
    this.rosters.forEach((list, e) =>
      list.forEach((row, k) => {
        if (values[cols[e]![k]!]! > 0.5) schedule.set(row, e * D);
      }),
    );
    return schedule;
  }

  /** Column values of the schedule `start` (its rosters must be in the pool) with matching slacks. */
  private startValues(n: number, cols: number[][], start: Int16Array, coverRows: Map<number, LinExpr>): Float64Array {
    const { D } = this.c,
      values = new Float64Array(n);
    for (let e = 0; e < this.c.E; e++) {
      const k = this.indexOf(e, start.subarray(e * D, (e + 1) * D));
      if (k >= 0) values[cols[e]![k]!] = 1;
    }
    for (const [i, row] of coverRows) {
      const n = row.cols.slice(2).reduce((a, col) => a + values[col]!, 0);
      values[row.cols[0]!] = Math.max(0, this.c.req[i]! - n);
      values[row.cols[1]!] = Math.max(0, n - this.c.req[i]!);
    }
    return values;
  }
}
