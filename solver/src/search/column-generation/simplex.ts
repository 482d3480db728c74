/**
 * A primal revised simplex for min c·x, Ax = b, x ≥ 0 that keeps its basis when columns are
 * added or costs change, so column generation re-optimises in a few pivots instead of solving
 * cold. Dense basis inverse updated per pivot and refactorised periodically: meant for masters
 * of a few hundred rows. The caller supplies a primal feasible starting basis (a crash basis).
 */
import { now } from '../orchestration/clock.ts';

const TOL = 1e-9;
// Reduced costs are sums of weights (integers in practice) and may carry big-M costs: a looser
// optimality tolerance keeps rounding noise from pivoting forever.
const DUAL_TOL = 1e-6;
const PIVOT_TOL = 1e-7;
const FEAS_TOL = 1e-9;
const REFACTOR_EVERY = 1000;
// Consecutive degenerate pivots before switching to Bland's rule (no cycling), until progress.
const DEGENERATE_BEFORE_BLAND = 40;
const DEVEX_RESET = 1e6;

export type SimplexStatus = 'optimal' | 'infeasible' | 'unbounded' | 'limit';

export class RevisedSimplex {
  private readonly binv: Float64Array;
  private readonly xB: Float64Array;
  private readonly y: Float64Array;
  private readonly alpha: Float64Array;
  private readonly nz: Int32Array;
  /** basis[r]: the column basic in row r; where[j]: its row, or -1 when nonbasic. */
  private readonly basis: Int32Array;
  private where = new Int32Array(64).fill(-1);
  /** blocked[j]: column j may not enter the basis (a bound fixed at 0 while it is nonbasic). */
  private blocked = new Uint8Array(64);
  /** Devex reference weights of the columns (1 in the reference framework), for primal pricing. */
  private weight = new Float64Array(64).fill(1);
  /** Row p of B⁻¹ after the last primal pivot, and the entering column's weight: lazy Devex update. */
  private readonly lastRow: Float64Array;
  private lastWeight = 0;
  /** Dual Devex weights of the basis rows, for the dual simplex's leaving row. */
  private readonly rowWeight: Float64Array;
  /** The pivot row of the dual ratio test, per column. */
  private rowP = new Float64Array(64);
  private rcP = new Float64Array(64);
  private readonly colRows: Int32Array[] = [];
  private readonly colVals: Float64Array[] = [];
  private readonly cost: number[] = [];
  private sinceRefactor = 0;
  /** Pivots made so far (all solves). */
  pivots = 0;

  constructor(
    readonly m: number,
    private readonly b: Float64Array,
  ) {
    this.binv = new Float64Array(m * m);
    this.xB = new Float64Array(m);
    this.y = new Float64Array(m);
    this.alpha = new Float64Array(m);
    this.nz = new Int32Array(m);
    this.lastRow = new Float64Array(m);
    this.rowWeight = new Float64Array(m).fill(1);
    this.basis = new Int32Array(m).fill(-1);
  }

  get n(): number {
    return this.cost.length;
  }

  /** Adds a nonbasic column (sparse: row indices and values); returns its index. */
  addColumn(cost: number, rows: ArrayLike<number>, vals: ArrayLike<number>): number {
    const j = this.cost.length;
    this.cost.push(cost);
    this.colRows.push(Int32Array.from(rows));
    this.colVals.push(Float64Array.from(vals));
    if (j >= this.where.length) {
      const w = new Int32Array(this.where.length * 2).fill(-1);
      w.set(this.where);
      this.where = w;
      const b = new Uint8Array(w.length);
      b.set(this.blocked);
      this.blocked = b;
      const weight = new Float64Array(w.length).fill(1);
      weight.set(this.weight);
      this.weight = weight;
    }
    return j;
  }

  setCost(j: number, cost: number): void {
    this.cost[j] = cost;
  }
  /** A blocked column is held at 0: it may not enter, and leaves the basis at the next solve. */
  setBlocked(j: number, blocked: boolean): void {
    this.blocked[j] = blocked ? 1 : 0;
  }
  getCost(j: number): number {
    return this.cost[j]!;
  }

  /** Makes `cols` (one per row) the basis; false when it is singular or not primal feasible. */
  setBasis(cols: ArrayLike<number>): boolean {
    for (let r = 0; r < this.m; r++) {
      if (this.basis[r]! >= 0) this.where[this.basis[r]!] = -1;
    }
    for (let r = 0; r < this.m; r++) {
      this.basis[r] = cols[r]!;
      this.where[cols[r]!] = r;
    }
    if (!this.refactor()) return false;
    for (let r = 0; r < this.m; r++) if (this.xB[r]! < -1e-7) return false;
    return true;
  }

  /** Value of column j in the current basic solution. */
  value(j: number): number {
    const r = this.where[j]!;
    return r < 0 ? 0 : Math.max(0, this.xB[r]!);
  }

  objective(): number {
    let z = 0;
    for (let r = 0; r < this.m; r++) z += this.cost[this.basis[r]!]! * this.xB[r]!;
    return z;
  }

  /** Row duals of the current basis: y = c_B B⁻¹ (reduced cost of j is c_j − y·a_j). */
  duals(): Float64Array {
    this.computeDuals();
    return this.y.slice();
  }

  reducedCost(j: number): number {
    const rows = this.colRows[j]!,
      vals = this.colVals[j]!;
    let d = this.cost[j]!;
    for (let k = 0; k < rows.length; k++) d -= this.y[rows[k]!]! * vals[k]!;
    return d;
  }

  /**
   * Re-optimises until optimal, infeasible, unbounded, or `maxPivots` or `deadline` (clock.ts)
   * is reached: dual simplex first while blocked columns sit in the basis at a nonzero value (the
   * basis stays dual feasible when columns are blocked), then primal simplex for new columns.
   */
  solve(maxPivots = Infinity, deadline = Infinity): SimplexStatus {
    let it = 0;
    this.computeDuals();
    for (; it < maxPivots; it++) {
      if ((it & 31) === 31 && now() > deadline) return 'limit';
      const step = this.dualStep();
      if (step === 'feasible') break;
      if (step === 'infeasible') return 'infeasible';
    }
    return this.primal(maxPivots - it, deadline);
  }

  /** One dual simplex pivot on the row that most breaks its bounds (x ≥ 0; blocked basic x = 0). */
  private dualStep(): 'pivoted' | 'feasible' | 'infeasible' {
    const { m, binv } = this;
    let p = -1,
      worst = 0;
    for (let r = 0; r < m; r++) {
      const x = this.xB[r]!,
        off = this.blocked[this.basis[r]!] ? Math.abs(x) : -x;
      if (off > 1e-7 && off * off > worst * this.rowWeight[r]!) {
        worst = (off * off) / this.rowWeight[r]!;
        p = r;
      }
    }
    if (p < 0) return 'feasible';
    // Below 0: an entering column must raise x_p (row entry < 0); a blocked one above 0: lower it.
    const sign = this.xB[p]! < 0 ? -1 : 1;
    // Harris's two passes, as in the primal: the longest dual step that leaves no reduced cost
    // below −DUAL_TOL, then the largest pivot among the columns that block within it (the
    // smallest ratio alone picks tiny pivots on these degenerate masters and the inverse blows up).
    const n = this.cost.length;
    if (this.rowP.length < n) {
      this.rowP = new Float64Array(2 * n);
      this.rcP = new Float64Array(2 * n);
    }
    const rowP = this.rowP,
      rcP = this.rcP;
    let limit = Infinity;
    for (let j = 0; j < n; j++) {
      rowP[j] = 0;
      if (this.where[j]! >= 0 || this.blocked[j]) continue;
      const rows = this.colRows[j]!,
        vals = this.colVals[j]!;
      let a = 0;
      for (let k = 0; k < rows.length; k++) a += binv[p * m + rows[k]!]! * vals[k]!;
      a *= sign;
      if (a <= PIVOT_TOL) continue;
      rowP[j] = a;
      rcP[j] = Math.max(0, this.reducedCost(j));
      limit = Math.min(limit, (rcP[j]! + DUAL_TOL) / a);
    }
    let q = -1,
      big = 0;
    for (let j = 0; j < n; j++) {
      const a = rowP[j]!;
      if (a > big && rcP[j]! / a <= limit) {
        q = j;
        big = a;
      }
    }
    if (q < 0) return 'infeasible';
    const dq = this.reducedCost(q),
      alpha = this.ftran(q),
      ap = alpha[p]!,
      rw = this.rowWeight,
      wp = rw[p]!;
    // Dual Devex: each row's weight rises to its share of the leaving row's.
    for (let r = 0; r < m; r++) {
      const t = alpha[r]! / ap,
        w = t * t * wp;
      if (w > rw[r]!) rw[r] = w;
    }
    rw[p] = Math.max(1, wp / (ap * ap));
    if (rw[p]! > DEVEX_RESET) rw.fill(1);
    this.pivot(p, q);
    this.updateDuals(p, dq);
    return 'pivoted';
  }

  private primal(maxPivots: number, deadline: number): SimplexStatus {
    const { m } = this;
    let degenerate = 0;
    this.computeDuals();
    for (let it = 0; it < maxPivots; it++) {
      if ((it & 31) === 31 && now() > deadline) return 'limit';
      const bland = degenerate >= DEGENERATE_BEFORE_BLAND;
      const q = this.price(bland);
      if (q < 0) return 'optimal';
      const best = this.reducedCost(q);
      const alpha = this.ftran(q);
      // Harris's two passes: the longest step that breaks no bound by more than FEAS_TOL, then the
      // largest pivot among the rows that block within it (small pivots ruin the inverse).
      let limit = Infinity;
      for (let r = 0; r < m; r++) {
        const a = alpha[r]!,
          blocked = this.blocked[this.basis[r]!] === 1;
        if (blocked && Math.abs(a) > PIVOT_TOL)
          limit = 0; // held at 0: it may move neither way
        else if (a > PIVOT_TOL) limit = Math.min(limit, (Math.max(0, this.xB[r]!) + FEAS_TOL) / a);
      }
      let p = -1,
        ratio = 0;
      for (let r = 0; r < m; r++) {
        const a = alpha[r]!,
          blocked = this.blocked[this.basis[r]!] === 1;
        if (blocked ? Math.abs(a) <= PIVOT_TOL : a <= PIVOT_TOL) continue;
        const t = blocked ? 0 : Math.max(0, this.xB[r]!) / a;
        if (t > limit) continue;
        if (p < 0 || (bland ? this.basis[r]! < this.basis[p]! : Math.abs(a) > Math.abs(alpha[p]!))) {
          p = r;
          ratio = t;
        }
      }
      if (p < 0) return 'unbounded';
      degenerate = ratio <= TOL ? degenerate + 1 : 0;
      const leaving = this.basis[p]!,
        ap = alpha[p]!;
      this.pivot(p, q);
      // Devex: the next pricing pass raises each weight to its share of the entering column's.
      this.weight[leaving] = 1;
      this.lastWeight = Math.max(1, this.weight[q]!);
      this.lastRow.set(this.binv.subarray(p * m, (p + 1) * m));
      // A new reference framework once the weights run away.
      if (this.lastWeight / (ap * ap) > DEVEX_RESET) {
        this.weight.fill(1);
        this.lastWeight = 0;
      }
      // The entering column's reduced cost drops to 0: y moves along the new pivot row of B⁻¹.
      this.updateDuals(p, best);
    }
    return 'limit';
  }

  /**
   * The entering column: the largest d_j² / w_j among the attractive ones (Devex), or under
   * Bland's rule the first attractive one. Updates the weights along the last pivot row.
   */
  private price(bland: boolean): number {
    const { lastRow, weight, y } = this,
      wq = this.lastWeight;
    let q = -1,
      best = 0;
    for (let j = 0; j < this.cost.length; j++) {
      if (this.where[j]! >= 0 || this.blocked[j]) continue;
      const rows = this.colRows[j]!,
        vals = this.colVals[j]!;
      let d = this.cost[j]!,
        a = 0;
      for (let k = 0; k < rows.length; k++) {
        const r = rows[k]!;
        d -= y[r]! * vals[k]!;
        a += lastRow[r]! * vals[k]!;
      }
      if (wq > 0 && a !== 0) {
        const w = a * a * wq;
        if (w > weight[j]!) weight[j] = w;
      }
      if (d >= -DUAL_TOL) continue;
      if (bland) return j;
      const score = (d * d) / weight[j]!;
      if (score > best) {
        q = j;
        best = score;
      }
    }
    this.lastWeight = 0;
    return q;
  }

  /** After a pivot on row p whose entering column had reduced cost dq: y moves along row p of B⁻¹. */
  private updateDuals(p: number, dq: number): void {
    const { m } = this;
    if (this.sinceRefactor === 0) this.computeDuals();
    else for (let k = 0, row = p * m; k < m; k++) this.y[k]! += dq * this.binv[row + k]!;
  }

  private computeDuals(): void {
    const { m, binv, y } = this;
    y.fill(0);
    for (let r = 0; r < m; r++) {
      const c = this.cost[this.basis[r]!]!;
      if (c === 0) continue;
      const row = r * m;
      for (let k = 0; k < m; k++) y[k]! += c * binv[row + k]!;
    }
  }

  private ftran(j: number): Float64Array {
    const { m, binv, alpha } = this;
    const rows = this.colRows[j]!,
      vals = this.colVals[j]!;
    for (let r = 0; r < m; r++) {
      let s = 0;
      const row = r * m;
      for (let k = 0; k < rows.length; k++) s += binv[row + rows[k]!]! * vals[k]!;
      alpha[r] = s;
    }
    return alpha;
  }

  private pivot(p: number, q: number): void {
    const { m, binv, alpha, xB } = this;
    const ap = alpha[p]!,
      prow = p * m,
      nz = this.nz;
    let n = 0;
    for (let k = 0; k < m; k++)
      if (binv[prow + k] !== 0) {
        binv[prow + k]! /= ap;
        nz[n++] = k;
      }
    xB[p]! /= ap;
    for (let r = 0; r < m; r++) {
      const a = alpha[r]!;
      if (r === p || a === 0) continue;
      const row = r * m;
      for (let i = 0; i < n; i++) {
        const k = nz[i]!;
        binv[row + k]! -= a * binv[prow + k]!;
      }
      xB[r]! -= a * xB[p]!;
    }
    this.where[this.basis[p]!] = -1;
    this.basis[p] = q;
    this.where[q] = p;
    this.pivots++;
    if (++this.sinceRefactor >= REFACTOR_EVERY) this.refactor();
  }

  /** Recomputes B⁻¹ and x_B from scratch (Gauss–Jordan, partial pivoting): drops drift. */
  private refactor(): boolean {
    const { m, binv } = this;
    const a = new Float64Array(m * m);
    for (let r = 0; r < m; r++) {
      const j = this.basis[r]!,
        rows = this.colRows[j]!,
        vals = this.colVals[j]!;
      for (let k = 0; k < rows.length; k++) a[rows[k]! * m + r] = vals[k]!;
    }
    binv.fill(0);
    for (let r = 0; r < m; r++) binv[r * m + r] = 1;
    const nzA = new Int32Array(m),
      nzB = new Int32Array(m);
    for (let col = 0; col < m; col++) {
      let piv = col;
      for (let r = col + 1; r < m; r++) if (Math.abs(a[r * m + col]!) > Math.abs(a[piv * m + col]!)) piv = r;
      if (Math.abs(a[piv * m + col]!) < 1e-11) return false;
      if (piv !== col) {
        for (let k = 0; k < m; k++) {
          let t = a[piv * m + k]!;
          a[piv * m + k] = a[col * m + k]!;
          a[col * m + k] = t;
          t = binv[piv * m + k]!;
          binv[piv * m + k] = binv[col * m + k]!;
          binv[col * m + k] = t;
        }
      }
      const inv = 1 / a[col * m + col]!;
      // Bases are mostly unit columns (cover slacks): eliminate along the pivot rows' nonzeros only.
      let na = 0,
        nb = 0;
      for (let k = 0; k < m; k++) {
        if (a[col * m + k] !== 0) {
          a[col * m + k]! *= inv;
          nzA[na++] = k;
        }
        if (binv[col * m + k] !== 0) {
          binv[col * m + k]! *= inv;
          nzB[nb++] = k;
        }
      }
      for (let r = 0; r < m; r++) {
        const f = a[r * m + col]!;
        if (r === col || f === 0) continue;
        for (let i = 0; i < na; i++) {
          const k = nzA[i]!;
          a[r * m + k]! -= f * a[col * m + k]!;
        }
        for (let i = 0; i < nb; i++) {
          const k = nzB[i]!;
          binv[r * m + k]! -= f * binv[col * m + k]!;
        }
      }
    }
    for (let r = 0; r < m; r++) {
      let s = 0;
      for (let k = 0; k < m; k++) s += binv[r * m + k]! * this.b[k]!;
      this.xB[r] = s;
    }
    this.sinceRefactor = 0;
    return true;
  }
}
