/**
 * The restricted master problem over a pool of whole rosters: pick one roster per employee, pay
 * each roster's own cost (requests, count targets) and the cover shortfall and excess. Its LP
 * gives the cover duals that price new rosters (column generation); as a MILP warm-started from
 * the incumbent it recombines rosters from every schedule the pool has seen (price and branch).
 * Only for models whose employees are coupled by cover alone (no together or apart groups).
 */
import type { Highs } from 'highs';
import { OFF } from '../model/types.ts';
import type { Compiled } from './compiled.ts';
import type { Evaluator } from './evaluator.ts';
import { LinExpr, LpBuilder } from './lp-builder.ts';

export interface MasterOutcome {
  /** LP only: duals of the cover rows (per cell d*S+s) and of the one-roster-per-employee rows. */
  cover?: Float64Array;
  employee?: Float64Array;
  /** MILP: the chosen rosters as a schedule. */
  schedule?: Int16Array;
}

export class RosterPool {
  readonly rosters: Int16Array[][];
  readonly costs: number[][];
  private readonly keys: Set<string>[];

  constructor(readonly c: Compiled) {
    this.rosters = Array.from({ length: c.E }, () => []);
    this.costs = Array.from({ length: c.E }, () => []);
    this.keys = Array.from({ length: c.E }, () => new Set());
  }

  get size(): number { return this.rosters.reduce((n, r) => n + r.length, 0); }

  /** Adds e's roster when it keeps the hard rules and is new; returns whether it was added. */
  add(ev: Evaluator, e: number, row: Int16Array): boolean {
    const key = row.join(',');
    if (this.keys[e]!.has(key)) return false;
    const [hard, soft] = ev.employeeCost(e, row);
    if (hard > 0) return false;
    this.keys[e]!.add(key); this.rosters[e]!.push(row.slice()); this.costs[e]!.push(soft);
    return true;
  }

  addSchedule(ev: Evaluator, sched: Int16Array): number {
    let n = 0;
    for (let e = 0; e < this.c.E; e++) if (this.add(ev, e, sched.subarray(e * this.c.D, (e + 1) * this.c.D))) n++;
    return n;
  }

  /** Solves the master as an LP (duals) or a MILP (schedule) warm-started from `start`. */
  solve(highs: Highs, relax: boolean, timeLimit: number, deadline: number, start?: Int16Array): MasterOutcome {
    const { E, D, S } = this.c;
    const lp = new LpBuilder();
    const cols: number[][] = this.rosters.map((list, e) => list.map((_, k) => lp.addCol(this.costs[e]![k]!, 0, 1, true)));
    const coverRows = new Map<number, LinExpr>();
    const covered = (i: number): LinExpr | undefined => {
      if (!this.c.hasCover[i]) return undefined;
      let row = coverRows.get(i);
      if (!row) {
        coverRows.set(i, (row = new LinExpr()));
        row.add(lp.addCol(this.c.under[i]!, 0, Infinity, false), 1).add(lp.addCol(this.c.over[i]!, 0, Infinity, false), -1);
      }
      return row;
    };
    for (let i = 0; i < D * S; i++) covered(i);
    this.rosters.forEach((list, e) => list.forEach((row, k) => {
      for (let d = 0; d < D; d++) if (row[d] !== OFF) covered(d * S + row[d]!)?.add(cols[e]![k]!, 1);
    }));
    for (let e = 0; e < E; e++) lp.addRow(cols[e]!.reduce((x, k) => x.add(k, 1), new LinExpr()), 1, 1);
    const cells = [...coverRows.keys()];
    for (const i of cells) lp.addRow(coverRows.get(i)!, this.c.req[i]!, this.c.req[i]!);

    const model = highs.createModel(lp.build(relax));
    try {
      model.options.set({ output_flag: false, time_limit: Math.max(0.05, timeLimit), mip_rel_gap: 1e-6 });
      if (start && !relax) model.setSolution({ colValue: this.startValues(lp.numCols, cols, start, coverRows) });
      model.run({ 1: (ev) => { if (Date.now() > deadline) ev.interrupt(); }, 6: (ev) => { if (Date.now() > deadline) ev.interrupt(); } });
      if (Number(model.info.get('primal_solution_status')) !== highs.constants.solutionStatus.feasible) return {};
      const sol = model.getSolution();
      if (relax) {
        const cover = new Float64Array(D * S);
        cells.forEach((i, r) => (cover[i] = sol.rowDual[E + r]!));
        return { cover, employee: sol.rowDual.slice(0, E) };
      }
      const schedule = new Int16Array(E * D).fill(OFF);
      this.rosters.forEach((list, e) => list.forEach((row, k) => { if (sol.colValue[cols[e]![k]!]! > 0.5) schedule.set(row, e * D); }));
      return { schedule };
    } finally {
      model.dispose();
    }
  }

  /** Column values of the schedule `start` (its rosters must be in the pool) with matching slacks. */
  private startValues(n: number, cols: number[][], start: Int16Array, coverRows: Map<number, LinExpr>): Float64Array {
    const { D } = this.c, values = new Float64Array(n);
    this.rosters.forEach((list, e) => {
      const key = start.subarray(e * D, (e + 1) * D).join(',');
      const k = list.findIndex((row) => row.join(',') === key);
      if (k >= 0) values[cols[e]![k]!] = 1;
    });
    for (const [i, row] of coverRows) {
      const n = row.cols.slice(2).reduce((a, col) => a + values[col]!, 0);
      values[row.cols[0]!] = Math.max(0, this.c.req[i]! - n);
      values[row.cols[1]!] = Math.max(0, n - this.c.req[i]!);
    }
    return values;
  }
}
