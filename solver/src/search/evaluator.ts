/**
 * Incremental cost of a schedule for the search: per-employee hard-violation amount and soft
 * cost (recomputed from the row, O(days)), and cover counts per cell. A move is a list of cell
 * changes; `delta` prices it without applying, `apply` commits it. Hard violations are compared
 * before soft cost (lexicographic), so the search never trades a broken rule for a better score.
 */
import { OFF } from '../model/types.ts';
import { NOT_FIXED, type Compiled } from './compiled.ts';

export interface Change {
  e: number;
  d: number;
  v: number;
}

export class Evaluator {
  readonly sched: Int16Array;
  readonly count: Int32Array;
  readonly empHard: Float64Array;
  readonly empSoft: Float64Array;
  hard = 0;
  soft = 0;
  private readonly rows: Int16Array[] = [];
  private readonly perType: Int32Array;
  private readonly weekendSeen: Int32Array;
  private readonly weekMinutes: Int32Array;
  private readonly coverDelta: Int32Array;
  private stamp = 0;

  constructor(
    readonly c: Compiled,
    schedule: Int16Array,
  ) {
    this.sched = schedule.slice();
    this.count = new Int32Array(c.D * c.S);
    this.empHard = new Float64Array(c.E);
    this.empSoft = new Float64Array(c.E);
    this.perType = new Int32Array(c.S);
    this.weekendSeen = new Int32Array(c.weekendCount);
    this.weekMinutes = new Int32Array(c.weekCount);
    this.coverDelta = new Int32Array(c.D * c.S);
    for (let e = 0; e < c.E; e++) {
      for (let d = 0; d < c.D; d++) {
        const v = this.sched[e * c.D + d]!;
        if (v !== OFF) this.count[d * c.S + v]!++;
      }
      this.rescore(e, this.sched.subarray(e * c.D, (e + 1) * c.D));
      this.hard += this.empHard[e]!;
      this.soft += this.empSoft[e]!;
    }
    for (let i = 0; i < c.D * c.S; i++) this.soft += this.coverCost(i, this.count[i]!);
  }

  coverCost(i: number, n: number): number {
    const c = this.c;
    if (!c.hasCover[i]) return 0;
    const r = c.req[i]!;
    return n < r ? (r - n) * c.under[i]! : (n - r) * c.over[i]!;
  }

  private rescore(e: number, row: Int16Array): void {
    const [h, s] = this.employeeCost(e, row);
    this.empHard[e] = h;
    this.empSoft[e] = s;
  }

  /** [hard violation amount, soft cost] of one employee's row. */
  employeeCost(e: number, row: Int16Array): [number, number] {
    const c = this.c,
      { D, S } = c,
      em = c.emp[e]!;
    const perType = this.perType.fill(0);
    const weekMax = em.weekMax,
      weekMinutes = weekMax ? this.weekMinutes.fill(0) : undefined;
    const stamp = ++this.stamp;
    let hard = 0,
      soft = 0,
      minutes = 0,
      weekends = 0,
      runStart = 0;
    for (let d = 0; d < D; d++) {
      const v = row[d]!;
      soft += c.cellCost[(e * D + d) * (S + 1) + v + 1]!;
      const f = c.fixed[e * D + d]!;
      if (f !== NOT_FIXED && f !== v) hard++;
      if (v !== OFF) {
        if (!c.allowed[(e * D + d) * S + v]) hard++;
        perType[v]!++;
        minutes += c.duration[v]!;
        if (weekMinutes) weekMinutes[c.weekOf[d]!]! += c.duration[v]!;
        const w = c.weekendId[d]!;
        if (w >= 0 && this.weekendSeen[w] !== stamp) {
          this.weekendSeen[w] = stamp;
          weekends++;
        }
        if (d > 0 && row[d - 1]! !== OFF && c.forbid[0][row[d - 1]! * S + v]) hard++;
        if (d > 1 && row[d - 2]! !== OFF && c.forbid[1][row[d - 2]! * S + v]) hard++;
      }
      // Close a run at a change of state or at the horizon's end.
      if (d === D - 1 || (row[d + 1]! === OFF) !== (v === OFF)) {
        const len = d - runStart + 1,
          inner = runStart > 0 && d < D - 1;
        if (v !== OFF) {
          if (len > em.maxWork) hard += len - em.maxWork;
          if (inner && len < em.minWork) hard += em.minWork - len;
        } else if (inner && len < em.minOff) hard += em.minOff - len;
        runStart = d + 1;
      }
    }
    for (let s = 0; s < S; s++) if (perType[s]! > em.maxPerType[s]!) hard += perType[s]! - em.maxPerType[s]!;
    if (minutes < em.minMinutes) hard += (em.minMinutes - minutes) / 60;
    if (minutes > em.maxMinutes) hard += (minutes - em.maxMinutes) / 60;
    if (weekMax) for (let w = 0; w < weekMax.length; w++) if (weekMinutes![w]! > weekMax[w]!) hard += (weekMinutes![w]! - weekMax[w]!) / 60;
    if (weekends > em.maxWeekends) hard += weekends - em.maxWeekends;
    for (const t of em.targets) {
      let n = 0;
      for (let d = 0; d < D; d++) {
        const v = row[d]!;
        if (v !== OFF && t.mask[d * S + v]) n++;
      }
      soft += n < t.target ? (t.target - n) * t.under : (n - t.target) * t.over;
    }
    return [hard, soft];
  }

  private scratchRow(k: number): Int16Array {
    while (this.rows.length <= k) this.rows.push(new Int16Array(this.c.D));
    return this.rows[k]!;
  }

  /** [Δhard, Δsoft] of applying the changes (at most one change per cell). */
  delta(changes: Change[]): [number, number] {
    const c = this.c,
      { D, S } = c;
    let dh = 0,
      ds = 0;
    const touched: number[] = [];
    const emps: number[] = [];
    for (const ch of changes) {
      if (!emps.includes(ch.e)) emps.push(ch.e);
      const old = this.sched[ch.e * D + ch.d]!;
      if (old === ch.v) continue;
      for (const [v, k] of [
        [old, -1],
        [ch.v, 1],
      ] as const) {
        if (v === OFF) continue;
        const i = ch.d * S + v;
        if (this.coverDelta[i] === 0 && !touched.includes(i)) touched.push(i);
        this.coverDelta[i]! += k;
      }
    }
    for (const i of touched) {
      ds += this.coverCost(i, this.count[i]! + this.coverDelta[i]!) - this.coverCost(i, this.count[i]!);
      this.coverDelta[i] = 0;
    }
    emps.forEach((e, k) => {
      const row = this.scratchRow(k);
      row.set(this.sched.subarray(e * D, (e + 1) * D));
      for (const ch of changes) if (ch.e === e) row[ch.d] = ch.v;
      const [h, s] = this.employeeCost(e, row);
      dh += h - this.empHard[e]!;
      ds += s - this.empSoft[e]!;
    });
    return [dh, ds];
  }

  apply(changes: Change[]): void {
    const c = this.c,
      { D, S } = c;
    const emps: number[] = [];
    for (const ch of changes) {
      const old = this.sched[ch.e * D + ch.d]!;
      if (old === ch.v) continue;
      if (!emps.includes(ch.e)) emps.push(ch.e);
      for (const [v, k] of [
        [old, -1],
        [ch.v, 1],
      ] as const) {
        if (v === OFF) continue;
        const i = ch.d * S + v;
        this.soft -= this.coverCost(i, this.count[i]!);
        this.count[i]! += k;
        this.soft += this.coverCost(i, this.count[i]!);
      }
      this.sched[ch.e * D + ch.d] = ch.v;
    }
    for (const e of emps) {
      this.hard -= this.empHard[e]!;
      this.soft -= this.empSoft[e]!;
      this.rescore(e, this.sched.subarray(e * D, (e + 1) * D));
      this.hard += this.empHard[e]!;
      this.soft += this.empSoft[e]!;
    }
  }
}
