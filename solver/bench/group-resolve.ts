/**
 * Group re-solves: a group of employees who roster alone, re-rostered together with everyone else
 * kept, exactly over whole rows. The group faces the residual cover (the need minus what the others
 * work; where the others already meet it, each further shift costs its excess, a cell price), so it
 * is a month of its own: column generation over the group's whole-month rosters (the roster DP
 * prices each against the master LP's cover duals, its count targets priced linearly at the
 * roster's own counts, each column's true cost scored exactly), then the restricted master as a
 * MILP warm-started from the group's current rows, which are columns, so it never gets worse.
 * An exchange among many people over many days, which no swap or block exchange finds.
 */
import type { Highs } from 'highs';
import { OFF } from '../src/model/types.ts';
import type { Compiled } from '../src/search/compiled.ts';
import { Evaluator, type Change } from '../src/search/evaluator.ts';
import { RosterPool } from '../src/search/master.ts';
import type { MasterDuals } from '../src/search/master-lp.ts';
import { dualPrices } from '../src/search/dual-prices.ts';
import { RosterDp } from '../src/search/roster-dp.ts';
import { reroster } from '../src/search/reroster.ts';
import { now } from '../src/search/clock.ts';

/** Rosters priced per employee and round, the count targets' multipliers bisected between them. */
const MULTIPLIER_ROUNDS = 5;
/** The LP within this of the Lagrangian bound: nothing to gain (objectives are whole or nearly). */
const GAP_CLOSED = 0.5;

export interface GroupLimits {
  /** Column generation stops here (then the MILP). */
  cgUntil: number;
  mipSeconds: number;
  deadline: number;
  /** Each round of column generation: the master LP's value, the Lagrangian bound at its duals, the rosters added (measurement). */
  onRound?: (objective: number, bound: number, added: number) => void;
}

/** The group's own month: its rows, the residual cover, and the others' excess as cell prices. */
export function groupModel(ev: Evaluator, group: number[]): { sub: Compiled; sched: Int16Array } {
  const c = ev.c,
    { D, S } = c,
    K = group.length;
  const others = Int32Array.from(ev.count);
  const sched = new Int16Array(K * D);
  group.forEach((e, k) => {
    const row = ev.sched.subarray(e * D, (e + 1) * D);
    sched.set(row, k * D);
    for (let d = 0; d < D; d++) if (row[d] !== OFF) others[d * S + row[d]!]!--;
  });
  const allowed = new Uint8Array(K * D * S),
    fixed = new Int16Array(K * D),
    cellCost = new Float64Array(K * D * (S + 1));
  group.forEach((e, k) => {
    allowed.set(c.allowed.subarray(e * D * S, (e + 1) * D * S), k * D * S);
    fixed.set(c.fixed.subarray(e * D, (e + 1) * D), k * D);
    cellCost.set(c.cellCost.subarray(e * D * (S + 1), (e + 1) * D * (S + 1)), k * D * (S + 1));
  });
  const hasCover = new Uint8Array(D * S),
    req = new Int32Array(D * S);
  for (let i = 0; i < D * S; i++) {
    if (!c.hasCover[i]) continue;
    const rest = c.req[i]! - others[i]!;
    if (rest > 0) {
      hasCover[i] = 1;
      req[i] = rest;
      continue;
    }
    // Met by the others: each of the group's shifts there adds its excess.
    const d = Math.floor(i / S),
      v = i % S;
    for (let k = 0; k < K; k++) cellCost[(k * D + d) * (S + 1) + v + 1]! += c.over[i]!;
  }
  const sub: Compiled = {
    ...c,
    E: K,
    allowed,
    fixed,
    cellCost,
    hasCover,
    req,
    emp: group.map((e) => c.emp[e]!),
    unitOf: Int32Array.from(group, (_, k) => k),
    units: group.map((_, k) => [k]),
    apartOf: group.map(() => []),
  };
  return { sub, sched };
}

/**
 * Re-solves `group` (employees who roster alone, each keeping its rules) in `ev`; applies the
 * result where it lowers the cost and returns what it saved (0 when nothing better was found).
 */
export function groupResolve(highs: Highs, ev: Evaluator, group: number[], limits: GroupLimits): number {
  const c = ev.c,
    { D, S } = c;
  const members = group.filter((e) => ev.empHard[e] === 0);
  if (members.length === 0) return 0;
  const { sub, sched } = groupModel(ev, members);
  const prices = new Float64Array(D * (S + 1));
  const local = new Evaluator(sub, sched),
    dp = new RosterDp(sub),
    pool = new RosterPool(sub),
    pricing = new Pricing(sub, local, dp, pool, sched),
    until = Math.min(limits.cgUntil, limits.deadline);
  pool.addSchedule(local, sched);
  let best = local;
  // Cycles of column generation and recombination: the pool's LP optimum may be fractional where
  // the integer one's rosters are missing, so each better schedule's best responses join the pool.
  while (now() < until) {
    const lp = generateColumns(highs, pricing, pool, until, limits.onRound);
    const found = pool.solve(highs, Math.min(limits.mipSeconds, (limits.deadline - now()) / 1000), limits.deadline, best.sched);
    const next = found && new Evaluator(sub, found);
    if (!next || next.soft >= best.soft - 1e-9) break;
    best = next;
    if (lp >= best.soft - GAP_CLOSED) break;
    pricing.around = best.sched;
    const responses = new Evaluator(sub, best.sched);
    for (let k = 0; k < sub.E; k++)
      if (reroster(responses, dp, k, prices)) pool.add(responses, k, responses.sched.subarray(k * D, (k + 1) * D));
  }
  const found = best.sched;
  const changes: Change[] = [];
  members.forEach((e, k) => {
    for (let d = 0; d < D; d++) {
      const v = found[k * D + d]!;
      if (ev.sched[e * D + d] !== v) changes.push({ e, d, v });
    }
  });
  if (changes.length === 0) return 0;
  const [dh, ds] = ev.delta(changes);
  if (dh > 0 || (dh === 0 && ds >= 0)) return 0;
  ev.apply(changes);
  return -ds;
}

/**
 * Column generation priced at the master LP's central duals (HiGHS's interior point without
 * crossover): the simplex's vertex duals on these degenerate masters sit at a cell's shortfall or
 * excess weight, price in rosters that enter at a step of zero, and a good schedule's LP stays at
 * its value for hundreds of rounds. Ends where the LP meets the Lagrangian bound at those duals
 * (the group's rows are LP-optimal), where they price nothing in, or at `until`.
 */
function generateColumns(highs: Highs, pricing: Pricing, pool: RosterPool, until: number, onRound?: GroupLimits['onRound']): number {
  let objective = -Infinity;
  while (now() < until) {
    const lp = centralDuals(highs, pool, until);
    if (!lp) break;
    objective = lp.objective;
    const { added, bound } = pricing.round(lp.cover, lp);
    onRound?.(lp.objective, bound, added);
    if (added === 0 || lp.objective - bound < GAP_CLOSED) break;
  }
  return objective;
}

/** The pool's master LP by interior point: its objective and central duals (undefined at the deadline). */
function centralDuals(highs: Highs, pool: RosterPool, until: number): MasterDuals | undefined {
  const c = pool.c,
    { E, D, S } = c;
  const model = highs.createModel(pool.model(true));
  try {
    model.options.set({
      output_flag: false,
      solver: 'ipm',
      run_crossover: 'off',
      time_limit: Math.max(0.05, (until - now()) / 1000),
    });
    model.run();
    if (model.getModelStatus() !== highs.constants.modelStatus.optimal) return undefined;
    const { rowDual } = model.getSolution(),
      cover = new Float64Array(D * S);
    let r = E;
    for (let i = 0; i < D * S; i++) if (c.hasCover[i]) cover[i] = rowDual[r++]!;
    return { cover, employee: rowDual.slice(0, E), objective: Number(model.info.get('objective_function_value')) };
  } finally {
    model.dispose();
  }
}

/** Prices the group's rosters against cover duals: each new one that the master's duals price in joins the pool. */
class Pricing {
  private readonly prices: Float64Array;

  constructor(
    readonly c: Compiled,
    private readonly local: Evaluator,
    private readonly dp: RosterDp,
    private readonly pool: RosterPool,
    /** The schedule whose counts start the count targets' multipliers. */
    public around: Int16Array,
  ) {
    this.prices = new Float64Array(c.D * (c.S + 1));
  }

  /** One round at cover duals `at`: the rosters added, and the Lagrangian bound at `at`. */
  round(at: Float64Array, lp: MasterDuals): { added: number; bound: number } {
    const { c, local, dp, pool } = this,
      { D, S } = c;
    let added = 0,
      bound = 0;
    for (let i = 0; i < D * S; i++) if (c.hasCover[i]) bound += c.req[i]! * at[i]!;
    for (let k = 0; k < c.E; k++) {
      const targets = c.emp[k]!.targets,
        current = this.around.subarray(k * D, (k + 1) * D);
      // The targets' multipliers start at their slopes at the current counts; each priced minimum
      // bounds k's from below (a multiplier within [−under, over] never prices a roster above its cost).
      const mu = targets.map((t) => (countOf(c, t.mask, current) < t.target ? -t.under : t.over));
      let lowest = -Infinity;
      for (let round = 0; round < MULTIPLIER_ROUNDS; round++) {
        const prices = dualPrices(c, k, at, this.prices);
        let priced = 0;
        targets.forEach((t, j) => {
          priced -= mu[j]! * t.target;
          for (let i = 0; i < D * S; i++) if (t.mask[i]) prices[Math.floor(i / S) * (S + 1) + (i % S) + 1]! += mu[j]!;
        });
        const row = dp.solve(k, prices);
        if (!row) break;
        for (let d = 0; d < D; d++) priced += prices[d * (S + 1) + row[d]! + 1]!;
        lowest = Math.max(lowest, priced);
        let reduced = local.employeeCost(k, row)[1] - lp.employee[k]!;
        for (let d = 0; d < D; d++) if (row[d] !== OFF) reduced -= lp.cover[d * S + row[d]!]!;
        if (reduced < -1e-6 && pool.add(local, k, row)) added++;
        // Bisection of each multiplier towards the roster that meets its target.
        let moved = false;
        targets.forEach((t, j) => {
          const n = countOf(c, t.mask, row),
            step = (t.under + t.over) / 2 ** (round + 1);
          if (n === t.target) return;
          mu[j] = n > t.target ? Math.min(t.over, mu[j]! + step) : Math.max(-t.under, mu[j]! - step);
          moved = true;
        });
        if (!moved) break;
      }
      bound += lowest;
    }
    return { added, bound };
  }
}

function countOf(c: Compiled, mask: Uint8Array, row: ArrayLike<number>): number {
  let n = 0;
  for (let d = 0; d < c.D; d++) if (row[d] !== OFF && mask[d * c.S + row[d]!]) n++;
  return n;
}
