/**
 * Incremental cost of a schedule for the search: per-employee hard-violation amount and soft
 * cost (recomputed from the row, O(days)), and cover counts per cell. A move is a list of cell
 * changes; `delta` prices it without applying, `apply` commits it. Hard violations are compared
 * before soft cost (lexicographic), so the search never trades a broken rule for a better score.
 */
import { OFF } from '../../model/types.ts';
import { NOT_FIXED, type Compiled } from '../compile/compiled.ts';

export interface Change {
  e: number;
  d: number;
  v: number;
}

/**
 * An employee's count targets as shift types counted over sets of days (compiled.ts builds every
 * target's mask so: its types on every day, or on weekend days): each count then sums a few
 * per-type counts of the row instead of scanning the month per target — on the 500-employee month
 * (9.2 targets each) `employeeCost` was 58 % of the search's time. `days` are the sets other than
 * every day; a target's `set` indexes them, −1 for every day. Undefined where a mask is not of that
 * shape: the scan.
 */
interface TargetPlan {
  days: Uint8Array[];
  targets: { set: number; types: Uint8Array }[];
}

/** Each model's plans, built once (masks do not change after compiling): the search builds many evaluators of one model. */
const plansOf = new WeakMap<Compiled, (TargetPlan | undefined)[]>();

function targetPlans(c: Compiled): (TargetPlan | undefined)[] {
  let plans = plansOf.get(c);
  if (!plans) {
    // Targets of one kind share their mask (compiled.ts): each mask is split once.
    const splits = new Map<Uint8Array, Split | undefined>();
    const split = (mask: Uint8Array): Split | undefined => {
      if (!splits.has(mask)) splits.set(mask, splitMask(c, mask));
      return splits.get(mask);
    };
    plans = c.emp.map((_, e) => targetPlan(c, e, split));
    plansOf.set(c, plans);
  }
  return plans;
}

/** A mask's days and shift types, where it is every pair of them. */
interface Split {
  days: Uint8Array;
  types: Uint8Array;
}

function splitMask(c: Compiled, mask: Uint8Array): Split | undefined {
  const { D, S } = c,
    days = new Uint8Array(D),
    types = new Uint8Array(S);
  for (let d = 0; d < D; d++)
    for (let v = 0; v < S; v++)
      if (mask[d * S + v]) {
        days[d] = 1;
        types[v] = 1;
      }
  for (let d = 0; d < D; d++) for (let v = 0; v < S; v++) if (mask[d * S + v] !== days[d]! * types[v]!) return undefined;
  return { days, types };
}

function targetPlan(c: Compiled, e: number, split: (mask: Uint8Array) => Split | undefined): TargetPlan | undefined {
  const plan: TargetPlan = { days: [], targets: [] };
  for (const t of c.emp[e]!.targets) {
    const parts = split(t.mask);
    if (!parts) return undefined;
    const { days, types } = parts,
      everyDay = days.every((x) => x === 1);
    let set = everyDay ? -1 : plan.days.findIndex((o) => o.every((x, d) => x === days[d]));
    if (!everyDay && set < 0) set = plan.days.push(days) - 1;
    plan.targets.push({ set, types });
  }
  return plan;
}

export class Evaluator {
  readonly sched: Int16Array;
  readonly count: Int32Array;
  readonly empHard: Float64Array;
  readonly empSoft: Float64Array;
  hard = 0;
  soft = 0;
  /**
   * Employees with a hard cost. The running sum of their costs drifts where a minute limit is not
   * a whole hour (a cut of Curtois 21 read 8e-13 for 23 s of valid schedules), and every check of
   * validity asks for exactly 0: where nobody breaks a rule, the sum is set to 0.
   */
  private breaking = 0;
  private readonly rows: Int16Array[] = [];
  private readonly perType: Int32Array;
  private readonly weekendSeen: Int32Array;
  private readonly weekMinutes: Int32Array;
  private readonly coverDelta: Int32Array;
  /** Qualified people working each skill row's cell (c.skill), and a move's change of it. */
  readonly skillCount: Int32Array;
  private readonly skillDelta: Int32Array;
  private readonly plans: (TargetPlan | undefined)[];
  /** Per-type counts over each employee's sets of days (TargetPlan), S per set. */
  private readonly perSet: Int32Array;
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
    this.skillCount = new Int32Array(c.skill.length);
    this.skillDelta = new Int32Array(c.skill.length);
    this.plans = targetPlans(c);
    this.perSet = new Int32Array(c.S * Math.max(0, ...this.plans.map((p) => p?.days.length ?? 0)));
    for (let e = 0; e < c.E; e++) {
      for (let d = 0; d < c.D; d++) {
        const v = this.sched[e * c.D + d]!;
        if (v !== OFF) this.count[d * c.S + v]!++;
      }
      this.rescore(e, this.sched.subarray(e * c.D, (e + 1) * c.D));
      this.hard += this.empHard[e]!;
      this.soft += this.empSoft[e]!;
      if (this.empHard[e]! > 0) this.breaking++;
    }
    for (let i = 0; i < c.D * c.S; i++) this.soft += this.coverCost(i, this.count[i]!);
    c.skill.forEach((r, k) => {
      const d = Math.floor(r.cell / c.S),
        v = r.cell % c.S;
      for (let e = 0; e < c.E; e++) if (r.qualified[e] && this.sched[e * c.D + d] === v) this.skillCount[k]!++;
      this.soft += this.skillCost(k, this.skillCount[k]!);
    });
  }

  /** A skill row's shortfall cost with n qualified people on its cell. */
  skillCost(k: number, n: number): number {
    const r = this.c.skill[k]!;
    return n < r.need ? (r.need - n) * r.under : 0;
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
    const plan = this.plans[e],
      sets = plan?.days ?? [],
      perSet = sets.length > 0 ? this.perSet.fill(0) : this.perSet;
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
        for (let j = 0; j < sets.length; j++) if (sets[j]![d]) perSet[j * S + v]!++;
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
    em.targets.forEach((t, k) => {
      let n = 0;
      const p = plan?.targets[k];
      if (p) {
        const counts = p.set < 0 ? perType : perSet,
          at = p.set < 0 ? 0 : p.set * S;
        for (let v = 0; v < S; v++) if (p.types[v]) n += counts[at + v]!;
      } else
        for (let d = 0; d < D; d++) {
          const v = row[d]!;
          if (v !== OFF && t.mask[d * S + v]) n++;
        }
      soft += n < t.target ? (t.target - n) * t.under : (n - t.target) * t.over;
    });
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
    const skillTouched: number[] = [];
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
        for (const r of c.skillAt[i]!)
          if (c.skill[r]!.qualified[ch.e]) {
            if (!skillTouched.includes(r)) skillTouched.push(r);
            this.skillDelta[r]! += k;
          }
      }
    }
    for (const i of touched) {
      ds += this.coverCost(i, this.count[i]! + this.coverDelta[i]!) - this.coverCost(i, this.count[i]!);
      this.coverDelta[i] = 0;
    }
    for (const r of skillTouched) {
      ds += this.skillCost(r, this.skillCount[r]! + this.skillDelta[r]!) - this.skillCost(r, this.skillCount[r]!);
      this.skillDelta[r] = 0;
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
        for (const r of c.skillAt[i]!)
          if (c.skill[r]!.qualified[ch.e]) {
            this.soft -= this.skillCost(r, this.skillCount[r]!);
            this.skillCount[r]! += k;
            this.soft += this.skillCost(r, this.skillCount[r]!);
          }
      }
      this.sched[ch.e * D + ch.d] = ch.v;
    }
    for (const e of emps) {
      this.hard -= this.empHard[e]!;
      this.soft -= this.empSoft[e]!;
      if (this.empHard[e]! > 0) this.breaking--;
      this.rescore(e, this.sched.subarray(e * D, (e + 1) * D));
      this.hard += this.empHard[e]!;
      this.soft += this.empSoft[e]!;
      if (this.empHard[e]! > 0) this.breaking++;
    }
    if (this.breaking === 0) this.hard = 0;
  }
}
