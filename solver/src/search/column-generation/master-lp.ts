/**
 * The restricted master's LP relaxation kept alive across column-generation rounds: rows are the
 * one-roster-per-employee rows, the covered cells and the skill rows (the qualified people on a
 * cell), columns the pool's rosters plus each cell's shortfall and excess and each skill row's
 * shortfall and (free) surplus. New pool rosters enter as nonbasic columns and the warm simplex resumes
 * from the last basis, so a round costs a few pivots instead of a cold HiGHS solve.
 */
import { OFF } from '../../model/types.ts';
import type { RosterPool } from './master.ts';
import { Rng } from '../heuristics/rng.ts';
import { RevisedSimplex, type SimplexStatus } from './simplex.ts';

const PERTURBATION = 1e-7;
// The perturbation moves the LP's shortfall slacks by < 2e-7 per cover row: less than this in all.
const PERTURBATION_NOISE = 1e-2;
/** A cell value at least this is the cell's value for certain: LP values are exact to the simplex's tolerances only. */
export const CERTAIN = 1 - 1e-6;

export interface MasterDuals {
  /** Duals of the cover rows per cell d*S+s (0 for cells without cover), then of the skill rows at D*S+k (dual-prices.ts). */
  cover: Float64Array;
  /** Duals of the one-roster-per-employee rows. */
  employee: Float64Array;
  /** The LP's objective (the restricted master's LP value). */
  objective: number;
}

export class MasterLp {
  private readonly lp: RevisedSimplex;
  /** Row of each covered cell (E + its rank), -1 when the cell has no cover. */
  private readonly cellRow: Int32Array;
  private readonly cells: number[] = [];
  /** Simplex column of the pool's k-th roster of employee e. */
  private readonly cols: number[][];
  private readonly slack: [number, number][] = [];
  /** Row of skill row k is skillRow0 + k; its shortfall and surplus columns. */
  private readonly skillRow0: number;
  private readonly skillSlack: [number, number][] = [];
  private readonly artificial: number[];
  /** Columns held at 0 by `fix`, freed by `release`. */
  private readonly held: number[] = [];

  /** `start`'s rosters that are in the pool give the crash basis (an artificial roster stands in for the others). */
  constructor(
    private readonly pool: RosterPool,
    start: Int16Array,
  ) {
    const c = pool.c,
      { E, D, S } = c;
    this.cellRow = new Int32Array(D * S).fill(-1);
    for (let i = 0; i < D * S; i++)
      if (c.hasCover[i]) {
        this.cellRow[i] = E + this.cells.length;
        this.cells.push(i);
      }
    this.skillRow0 = E + this.cells.length;
    const b = new Float64Array(this.skillRow0 + c.skill.length).fill(1, 0, E);
    this.cells.forEach((i, r) => (b[E + r] = c.req[i]!));
    c.skill.forEach((r, k) => (b[this.skillRow0 + k] = r.need));
    // Set partitioning is massively degenerate: without a tiny distinct shift of each cover row's
    // right-hand side (upwards, so the crash basis stays feasible) the simplex stalls for thousands of pivots. The shift moves the optimum by far less
    // than one unit of cost, and the duals stay those of an optimal basis of the shifted LP.
    const rng = new Rng(b.length);
    for (let r = E; r < b.length; r++) b[r]! += PERTURBATION * (1 + rng.next());
    this.lp = new RevisedSimplex(b.length, b);
    // An artificial roster per employee, dearer than any whole schedule (it covers nothing), so a
    // crash basis always exists and the LP leaves it once the pool has a roster for that employee.
    // Not far dearer: huge reduced costs would drown the pivoting tolerance.
    let dear = 1;
    for (const i of this.cells) dear += c.req[i]! * c.under[i]! + E * c.over[i]!;
    for (const r of c.skill) dear += r.need * r.under;
    for (let cell = 0; cell < E * D; cell++) dear += Math.max(...c.cellCost.subarray(cell * (S + 1), (cell + 1) * (S + 1)));
    const artificial = (this.artificial = Array.from({ length: E }, (_, e) => this.lp.addColumn(dear, [e], [1])));
    for (const i of this.cells) {
      const r = this.cellRow[i]!;
      this.slack.push([this.lp.addColumn(c.under[i]!, [r], [1]), this.lp.addColumn(c.over[i]!, [r], [-1])]);
    }
    c.skill.forEach((r, k) => {
      const row = this.skillRow0 + k;
      this.skillSlack.push([this.lp.addColumn(r.under, [row], [1]), this.lp.addColumn(0, [row], [-1])]);
    });
    this.cols = Array.from({ length: E }, () => []);
    this.sync();
    // Crash basis: the start's rosters (or artificials), and per cell its shortfall or its excess.
    const basic: number[] = [],
      count = new Int32Array(D * S),
      qualified = new Int32Array(c.skill.length);
    for (let e = 0; e < E; e++) {
      const row = start.subarray(e * D, (e + 1) * D),
        k = pool.indexOf(e, row);
      basic.push(k < 0 ? artificial[e]! : this.cols[e]![k]!);
      if (k < 0) continue;
      for (let d = 0; d < D; d++) if (row[d] !== OFF) count[d * S + row[d]!]!++;
      c.skill.forEach((r, q) => {
        if (r.qualified[e] && row[Math.floor(r.cell / S)] === r.cell % S) qualified[q]!++;
      });
    }
    this.cells.forEach((i, r) => basic.push(this.slack[r]![count[i]! <= c.req[i]! ? 0 : 1]));
    c.skill.forEach((r, k) => basic.push(this.skillSlack[k]![qualified[k]! <= r.need ? 0 : 1]));
    if (!this.lp.setBasis(basic)) throw new Error('master LP: crash basis rejected');
  }

  /** Adds the pool's rosters that the LP has not seen yet. */
  private sync(): void {
    const c = this.pool.c,
      { D, S } = c;
    this.pool.rosters.forEach((list, e) => {
      const cols = this.cols[e]!;
      for (let k = cols.length; k < list.length; k++) {
        const rows = [e];
        for (let d = 0; d < D; d++) {
          const v = list[k]![d]!;
          if (v !== OFF && this.cellRow[d * S + v]! >= 0) rows.push(this.cellRow[d * S + v]!);
        }
        c.skill.forEach((r, q) => {
          if (r.qualified[e] && list[k]![Math.floor(r.cell / S)] === r.cell % S) rows.push(this.skillRow0 + q);
        });
        cols.push(
          this.lp.addColumn(
            this.pool.costs[e]![k]!,
            rows,
            rows.map(() => 1),
          ),
        );
      }
    });
  }

  /** Re-optimises after the pool grew; duals of the optimal basis (undefined if interrupted, or after `maxPivots`). */
  solve(deadline: number, maxPivots = Infinity): MasterDuals | undefined {
    this.sync();
    const status: SimplexStatus = this.lp.solve(maxPivots, deadline);
    if (status !== 'optimal') return undefined;
    const y = this.lp.duals(),
      { E, D, S, skill } = this.pool.c;
    const cover = new Float64Array(D * S + skill.length);
    this.cells.forEach((i, r) => (cover[i] = y[E + r]!));
    skill.forEach((_, k) => (cover[D * S + k] = y[this.skillRow0 + k]!));
    return { cover, employee: y.slice(0, E), objective: this.lp.objective() };
  }

  /** What the LP's cover shortfalls cost, rounded up to a whole cost past the perturbation's noise: a cap for RENS. */
  shortfallCap(): number {
    const c = this.pool.c;
    return Math.ceil(this.cells.reduce((sum, i, r) => sum + c.under[i]! * this.lp.value(this.slack[r]![0]), 0) - PERTURBATION_NOISE);
  }

  /** Per cell d*S+s: whether the LP leaves its cover short by more than `tolerance`. */
  shortCovers(tolerance: number): Uint8Array {
    const { D, S } = this.pool.c,
      short = new Uint8Array(D * S);
    this.cells.forEach((i, r) => (short[i] = this.lp.value(this.slack[r]![0]) > tolerance ? 1 : 0));
    return short;
  }

  /** e's roster with the largest LP value: [k, value]. */
  largest(e: number): [number, number] {
    let k = -1,
      best = -1;
    this.cols[e]!.forEach((j, i) => {
      const x = this.lp.value(j);
      if (x > best) {
        best = x;
        k = i;
      }
    });
    return [k, best];
  }

  /** The LP's value of each cell and choice, (e*D + d)*(S+1) + 1 + v (index 0 of a cell: off). */
  cellValues(): Float64Array {
    const { E, D, S } = this.pool.c,
      x = new Float64Array(E * D * (S + 1));
    this.cols.forEach((cols, e) =>
      cols.forEach((j, k) => {
        const value = this.lp.value(j);
        if (value <= 1e-9) return;
        const row = this.pool.rosters[e]![k]!;
        for (let d = 0; d < D; d++) x[(e * D + d) * (S + 1) + 1 + row[d]!]! += value;
      }),
    );
    return x;
  }

  /** Holds every roster of e but its k-th at 0 (diving): its row then forces the k-th to 1. */
  fix(e: number, k: number): void {
    this.lp.setBlocked(this.artificial[e]!, true);
    this.held.push(this.artificial[e]!);
    this.cols[e]!.forEach((j, i) => {
      if (i !== k) {
        this.lp.setBlocked(j, true);
        this.held.push(j);
      }
    });
  }

  /** Holds at 0 every roster of e that does not take v (OFF or a shift type) on day d: diving on cells. */
  fixCell(e: number, d: number, v: number): void {
    this.holdWhere(e, (row) => row[d] !== v);
  }

  /** Holds at 0 every roster of e that `held` picks (branching on cells: the values a branch forbids). */
  holdWhere(e: number, held: (row: Int16Array) => boolean): void {
    this.sync();
    this.cols[e]!.forEach((j, k) => {
      if (held(this.pool.rosters[e]![k]!)) {
        this.lp.setBlocked(j, true);
        this.held.push(j);
      }
    });
  }

  /**
   * Back to the crash basis of artificial rosters and shortfalls, which is feasible whatever is
   * held: the dual simplex can stall for thousands of pivots on this degenerate LP after many
   * rosters in the basis are held at once (branching from one side of the tree to the other).
   */
  restart(): void {
    if (!this.lp.setBasis([...this.artificial, ...this.slack.map(([short]) => short), ...this.skillSlack.map(([short]) => short)]))
      throw new Error('master LP: crash basis rejected');
  }

  /** Whether some employee holds its artificial roster: the pool has no roster that fits the fixings. */
  usesArtificial(): boolean {
    return this.artificial.some((j) => this.lp.value(j) > 1e-6);
  }

  /** Frees every held roster: the basis stays feasible, the next solve re-optimises from it. */
  release(): void {
    for (const j of this.held) this.lp.setBlocked(j, false);
    this.held.length = 0;
  }
}
