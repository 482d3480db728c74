/**
 * The Dantzig–Wolfe master of the Lagrangian bound (subgradient-bound.ts), restricted to the
 * rosters seen so far, as a sparse LP in HiGHS: one convexity row per pseudo-employee of the unit
 * relaxation (unit-relaxation.ts), one row per covered cell (a unit's roster covers each of its
 * worked cells once per member) with shortfall and excess slacks at the cover's weights, one row
 * per skill minimum (a roster counts once per qualified member where it works the row's cell) with
 * a shortfall slack at its weight and a free surplus, and one row per count target (the roster's
 * count of its cells) with slacks at the target's weights — but for the targets the roster DP
 * prices exactly (target-pricing.ts), which each roster pays in its own cost. Its LP value is at or above the
 * Lagrangian dual's maximum (a restriction of the full master, whose value is that maximum), and
 * its row duals are multipliers for the Lagrangian: π on the cover and skill rows
 * (dual-prices.ts), μ = −dual on the target rows. The model stays in HiGHS between solves, so each
 * re-solve starts from the last basis; the pool is bounded (columns the duals price far out are
 * dropped).
 */
import type { Highs } from 'highs';
import { OFF } from '../../model/types.ts';
import type { Compiled } from '../compile/compiled.ts';
import type { AscentMaster } from './subgradient-bound.ts';
import { expand, type UnitRelaxation } from './unit-relaxation.ts';
import { isCounted, now } from '../orchestration/clock.ts';
import { countedLimits } from '../compile/highs.ts';
import { trackedPenalty, type TrackedTargets } from '../roster-dp/target-pricing.ts';

type HighsModel = ReturnType<Highs['createModel']>;

/** Columns beyond this are pruned after a solve, down to PRUNE_TO of it (HiGHS has 2 GiB in all). */
const MAX_COLUMNS = 120_000,
  PRUNE_TO = 0.7;
const PRIMAL_SIMPLEX = 4;
/** Passes of the ascent's own steps after the master's duals priced below the point they replaced. */
const BACKOFF = 5;
/**
 * The master starts where this many times a solve's limit is left: the first solve and the rounds
 * after it that reach the ceiling. With less, a master that started late ended below the ascent
 * alone (docs/solver-benchmarks.md#the-lagrangian-bound).
 */
const HEADROOM = 1.5;

export interface MasterDuals {
  /** The restricted master's LP value: at or above every Lagrangian value. */
  value: number;
  /** Cover multipliers per cell d*S+s, within [−over, under], then the skill rows' at D*S+k, within [0, under]. */
  pi: Float64Array;
  /** Count target multipliers per pseudo-employee and target, within [−under, over]. */
  mu: Float64Array[];
}

export class RosterMaster {
  private readonly model: HighsModel;
  private readonly cellRow: Int32Array;
  /** Row of each skill minimum (c.skill's order). */
  private readonly skillRow: number[];
  private readonly targetRow: number[][];
  private readonly slacks: number;
  /** Per roster column (in HiGHS's order after the slacks): its pseudo-employee and key. */
  private columns: { e: number; key: string }[] = [];
  private readonly keys: Set<string>[];
  private readonly pending = { cost: [] as number[], starts: [0], indices: [] as number[], values: [] as number[] };
  private readonly hasRoster: Uint8Array;
  /** Whether HiGHS holds a valid basis from the last solve (then the next starts from it). */
  private basis = false;
  /** Per pseudo-employee, its roster of largest weight in the last solved master (E×D), for the LP's neighbourhood. */
  heaviest: Int16Array | undefined;

  /**
   * `size[e]`: the members of pseudo-employee e (its cover multiplicity); `tracked(e)`: e's targets
   * the ascent's roster DP prices exactly (none without it).
   */
  constructor(
    private readonly highs: Highs,
    readonly c: Compiled,
    private readonly size: Int32Array,
    private readonly maxColumns = MAX_COLUMNS,
    private readonly tracked?: (e: number) => TrackedTargets,
  ) {
    const { E, D, S } = c;
    const lower: number[] = Array<number>(E).fill(1);
    this.cellRow = new Int32Array(D * S).fill(-1);
    for (let i = 0; i < D * S; i++)
      if (c.hasCover[i]) {
        this.cellRow[i] = lower.length;
        lower.push(c.req[i]!);
      }
    this.skillRow = c.skill.map((r) => lower.push(r.need) - 1);
    this.targetRow = c.emp.map((em, e) => {
      const exact = tracked?.(e).exact;
      return em.targets.map((t, k) => {
        if (exact?.[k]) return -1;
        lower.push(t.target);
        return lower.length - 1;
      });
    });
    // Slacks: shortfall (+1) and excess (−1) on every cover and target row, at their weights.
    const cost: number[] = [],
      indices: number[] = [],
      values: number[] = [],
      starts = [0];
    const slack = (row: number, under: number, over: number): void => {
      cost.push(under, over);
      indices.push(row, row);
      values.push(1, -1);
      starts.push(indices.length - 1, indices.length);
    };
    for (let i = 0; i < D * S; i++) if (this.cellRow[i]! >= 0) slack(this.cellRow[i]!, c.under[i]!, c.over[i]!);
    c.skill.forEach((r, k) => slack(this.skillRow[k]!, r.under, 0));
    c.emp.forEach((em, e) => em.targets.forEach((t, k) => this.targetRow[e]![k]! >= 0 && slack(this.targetRow[e]![k]!, t.under, t.over)));
    this.slacks = cost.length;
    this.model = highs.createModel({
      numCols: cost.length,
      numRows: lower.length,
      colCost: cost,
      colLower: Array<number>(cost.length).fill(0),
      colUpper: Array<number>(cost.length).fill(Infinity),
      rowLower: lower,
      rowUpper: lower,
      matrix: { format: 'csc', numRows: lower.length, numCols: cost.length, starts, indices, values },
    });
    this.model.options.set({ output_flag: false });
    this.keys = Array.from({ length: E }, () => new Set<string>());
    this.hasRoster = new Uint8Array(E);
  }

  /** Roster columns in the master (pending ones included). */
  get columnCount(): number {
    return this.columns.length + this.pending.cost.length;
  }

  /** Adds each pseudo-employee's roster of `sched` (E×D) not yet in the pool; returns how many were new. */
  addSchedule(sched: Int16Array): number {
    let added = 0;
    for (let e = 0; e < this.c.E; e++) if (this.add(e, sched.subarray(e * this.c.D, (e + 1) * this.c.D))) added++;
    return added;
  }

  /** Adds e's roster `row` (a DP roster: it keeps e's rules) unless it is in the pool. */
  add(e: number, row: Int16Array): boolean {
    const { c } = this,
      { D, S } = c;
    const key = row.join(',');
    if (this.keys[e]!.has(key)) return false;
    this.keys[e]!.add(key);
    this.hasRoster[e] = 1;
    let cost = 0;
    for (let d = 0; d < D; d++) cost += c.cellCost[(e * D + d) * (S + 1) + row[d]! + 1]!;
    if (this.tracked) cost += trackedPenalty(c, e, this.tracked(e), row);
    const p = this.pending;
    p.cost.push(cost);
    p.indices.push(e);
    p.values.push(1);
    for (let d = 0; d < D; d++)
      if (row[d] !== OFF && this.cellRow[d * S + row[d]!]! >= 0) {
        p.indices.push(this.cellRow[d * S + row[d]!]!);
        p.values.push(this.size[e]!);
      }
    c.skill.forEach((r, k) => {
      if (r.qualified[e] && row[Math.floor(r.cell / S)] === r.cell % S) {
        p.indices.push(this.skillRow[k]!);
        p.values.push(r.qualified[e]);
      }
    });
    c.emp[e]!.targets.forEach((t, k) => {
      if (this.targetRow[e]![k]! < 0) return;
      let n = 0;
      for (let d = 0; d < D; d++) if (row[d] !== OFF && t.mask[d * S + row[d]!]) n++;
      if (n > 0) {
        p.indices.push(this.targetRow[e]![k]!);
        p.values.push(n);
      }
    });
    p.starts.push(p.indices.length);
    this.columns.push({ e, key });
    return true;
  }

  /**
   * Solves the master LP (warm from the last basis) and returns its value and duals, or undefined
   * when a pseudo-employee has no roster yet or HiGHS does not reach optimality by `until`.
   */
  solve(until: number): MasterDuals | undefined {
    if (this.hasRoster.some((x) => x === 0)) return undefined;
    this.flush();
    const { model, c } = this,
      { D, S } = c;
    // From scratch, interior point (with crossover, for the basis), several times faster than the
    // dual simplex on a first master; then primal simplex from the last basis (the new columns leave
    // it primal feasible). Figures: docs/solver-benchmarks.md#the-lagrangian-bound.
    model.options.set({
      solver: this.basis ? 'simplex' : 'ipm',
      simplex_strategy: PRIMAL_SIMPLEX,
      ...(!Number.isFinite(until)
        ? {}
        : isCounted()
          ? countedLimits(Math.max(0.05, (until - now()) / 1000))
          : { time_limit: Math.max(0.05, (until - now()) / 1000) }),
    });
    // HiGHS's time limit counts every run of the model since its clocks were last reset.
    model.zeroAllClocks();
    model.run();
    this.basis = Number(model.info.get('basis_validity')) === 1;
    if (model.getModelStatus() !== this.highs.constants.modelStatus.optimal) return undefined;
    const { rowDual, colDual, colValue } = model.getSolution();
    this.heaviest = this.heaviestRosters(colValue);
    const pi = new Float64Array(D * S + c.skill.length);
    for (let i = 0; i < D * S; i++)
      if (this.cellRow[i]! >= 0) pi[i] = Math.min(c.under[i]!, Math.max(-c.over[i]!, rowDual[this.cellRow[i]!]!));
    c.skill.forEach((r, k) => (pi[D * S + k] = Math.min(r.under, Math.max(0, rowDual[this.skillRow[k]!]!))));
    const mu = c.emp.map((em, e) =>
      Float64Array.from(em.targets, (t, k) =>
        this.targetRow[e]![k]! < 0 ? 0 : Math.min(t.over, Math.max(-t.under, -rowDual[this.targetRow[e]![k]!]!)),
      ),
    );
    const value = model.getObjectiveValue();
    if (this.columns.length > this.maxColumns) this.prune(colDual);
    return { value, pi, mu };
  }

  /** Each pseudo-employee's roster column of largest value in `colValue` (the columns follow the slacks). */
  private heaviestRosters(colValue: ArrayLike<number>): Int16Array {
    const { E, D } = this.c;
    const weight = new Float64Array(E).fill(-1),
      out = new Int16Array(E * D).fill(OFF);
    this.columns.forEach(({ e, key }, i) => {
      const x = colValue[this.slacks + i]!;
      if (x <= weight[e]!) return;
      weight[e] = x;
      out.set(key.split(',').map(Number), e * D);
    });
    return out;
  }

  dispose(): void {
    this.model.dispose();
  }

  private flush(): void {
    const p = this.pending,
      n = p.cost.length;
    if (n === 0) return;
    this.model.addCols({
      cost: Float64Array.from(p.cost),
      lower: new Float64Array(n),
      upper: new Float64Array(n).fill(Infinity),
      matrix: {
        format: 'csc',
        numRows: this.model.getDimensions().numRows,
        numCols: n,
        starts: Int32Array.from(p.starts),
        indices: Int32Array.from(p.indices),
        values: Float64Array.from(p.values),
      },
    });
    p.cost = [];
    p.starts = [0];
    p.indices = [];
    p.values = [];
  }

  /** Drops the columns the duals price furthest out (never a basic one, reduced cost 0) down to PRUNE_TO of the cap. */
  private prune(colDual: Float64Array): void {
    const keep = Math.floor(PRUNE_TO * this.maxColumns);
    const order = this.columns.map((_, j) => j).sort((a, b) => colDual[this.slacks + b]! - colDual[this.slacks + a]!);
    const drop = new Uint8Array(this.columns.length);
    for (const j of order.slice(0, this.columns.length - keep)) if (colDual[this.slacks + j]! > 1e-9) drop[j] = 1;
    const mask = new Int32Array(this.slacks + this.columns.length);
    drop.forEach((x, j) => (mask[this.slacks + j] = x));
    this.model.deleteCols({ kind: 'mask', mask });
    this.columns = this.columns.filter((col, j) => {
      if (drop[j]) this.keys[col.e]!.delete(col.key);
      return !drop[j];
    });
  }
}

export interface MasterAscentOptions {
  /** Milliseconds between master solves (0: after every pass). */
  every: number;
  /** Rosters join the pool from this time on (the ascent's first passes, far from the optimum, only swell it). */
  collectFrom?: number;
  /** Passes collected before the first solve (they seed the pool). */
  warmup?: number;
  /**
   * Each master solve (the first by interior point) may take this many times what the warmup's
   * passes took, while the ascent stands still, and the master only starts where HEADROOM times
   * that is left; a first solve unfinished by then gives the rest back to the ascent alone, a
   * later one BACKOFF passes of the ascent's own steps.
   */
  span?: number;
  /** Master solves stop here. */
  until: number;
  /**
   * Count targets priced exactly in the roster DP and in each roster's cost (target-pricing.ts): a
   * stronger relaxation in general, the same ceiling on the product months at three to five times
   * the passes' time (docs/solver-benchmarks.md#time-to-answer), so a measurement only.
   */
  exactTargets?: boolean;
  /** Each solve: the master's value and its roster columns (measurement). */
  onSolve?: (value: number, columns: number) => void;
}

/**
 * The ascent's master (subgradient-bound.ts `AscentMaster`): every pass's rosters join the pool;
 * every `every` ms the master is solved and the ascent goes on from its duals, so the next pass is
 * the Lagrangian at them (a bound, reported where better) and prices the master's next columns.
 */
export class MasterAscent implements AscentMaster {
  private master: RosterMaster | undefined;
  private passes = 0;
  private next = 0;
  /** When the pool took its first rosters. */
  private collected = 0;
  private solved = false;
  /** The ascent's point (and its value) that the master's duals last replaced, with the master's value. */
  private trial: { pi: Float64Array; mu: Float64Array[]; value: number; aim: number } | undefined;
  /** The master waits for this pass after its duals priced below the ascent's point. */
  private resumeAt = 0;
  /** Milliseconds each solve may take (options.span times the warmup's time). */
  private limit = Infinity;
  private units: UnitRelaxation | undefined;

  constructor(
    private readonly highs: Highs,
    private readonly options: MasterAscentOptions,
  ) {}

  /** Whether the ascent's DP prices count targets exactly (options.exactTargets), and so the master's rosters. */
  get exactTargets(): boolean {
    return this.options.exactTargets ?? false;
  }

  begin(units: UnitRelaxation, tracked?: (e: number) => TrackedTargets): void {
    this.master?.dispose();
    this.units = units;
    this.master = new RosterMaster(
      this.highs,
      units.c,
      Int32Array.from(units.members, (m) => m.length),
      MAX_COLUMNS,
      tracked,
    );
    this.passes = 0;
    this.solved = false;
    this.trial = undefined;
    this.resumeAt = 0;
    this.limit = Infinity;
    this.next = now() + this.options.every;
  }

  /**
   * The last solved master's solution rounded to a schedule of the month: each pseudo-employee's
   * roster of largest weight, for its members (unit-relaxation.ts expand). It stands in for the
   * compact LP's where that LP does not finish.
   */
  rounded(): Int16Array | undefined {
    const heaviest = this.master?.heaviest;
    return heaviest && this.units ? expand(this.units, heaviest) : undefined;
  }

  pass(sched: Int16Array, value: number, pi: Float64Array, mu: Float64Array[]): number | undefined {
    const { master, options } = this;
    if (!master) return undefined;
    if (now() < (options.collectFrom ?? 0)) return undefined;
    if (this.passes === 0) this.collected = now();
    master.addSchedule(sched);
    this.passes++;
    const trial = this.trial;
    this.trial = undefined;
    if (trial && value < trial.value) {
      // The master's duals priced below the point they replaced (a restricted master far from its
      // optimum, in the whole solve under load): back to that point, and the ascent's own steps
      // for BACKOFF passes while the pool takes their rosters.
      pi.set(trial.pi);
      trial.mu.forEach((m, e) => mu[e]!.set(m));
      this.resumeAt = this.passes + BACKOFF;
      return trial.aim;
    }
    if (this.passes <= (options.warmup ?? 0) || this.passes < this.resumeAt || now() < this.next || now() >= options.until)
      return undefined;
    const first = !this.solved;
    if (first && options.span !== undefined) {
      this.limit = options.span * (now() - this.collected);
      if (now() + HEADROOM * this.limit > options.until) return this.giveUp();
    }
    const until = Math.min(options.until, now() + this.limit);
    let duals: MasterDuals | undefined;
    try {
      duals = master.solve(until);
    } catch {
      // A WebAssembly abort (out of its 2 GiB): the model is gone with it, the ascent goes on alone.
      this.master = undefined;
      return undefined;
    }
    if (!duals && first) return this.giveUp();
    this.solved = true;
    this.next = now() + options.every;
    if (!duals) {
      // A re-solve past its limit (HiGHS keeps its basis for the next): the ascent steps meanwhile.
      this.resumeAt = this.passes + BACKOFF;
      return undefined;
    }
    options.onSolve?.(duals.value, master.columnCount);
    this.trial = { pi: pi.slice(), mu: mu.map((m) => m.slice()), value, aim: duals.value };
    pi.set(duals.pi);
    mu.forEach((m, e) => m.set(duals.mu[e]!));
    return duals.value;
  }

  /** Too little time for the master: the ascent goes on alone. */
  private giveUp(): undefined {
    this.dispose();
    return undefined;
  }

  /** Frees the master's HiGHS model. */
  dispose(): void {
    this.master?.dispose();
    this.master = undefined;
  }
}
