/**
 * A lower bound for the months price and branch does not take (together/apart groups) and whose
 * compact LP is too large to solve in time (500 employees with weekly limits: 196,000 rows, PDLP
 * and interior point both unfinished after 120 s). Lagrangian relaxation of what couples or
 * counts across days: the cover rows with multipliers π (−over ≤ π ≤ under), the skill rows with
 * multipliers after them (0 ≤ π ≤ under: dual-prices.ts), and each count target
 * with a multiplier μ (−under ≤ μ ≤ over), and apart groups dropped (a relaxation only widens the
 * choice). What is left falls apart by together unit (unit-relaxation.ts: one roster for all its
 * members, m of them): the cheapest roster under the cell prices cellCost − m·π + Σ μ·mask, which
 * the exact roster DP finds, less Σ μ·target. Any such multipliers give a bound; a subgradient
 * ascent with Polyak's step raises it, aimed at the best schedule of the relaxation seen so far
 * (the DP's rosters keep every per-employee rule, so each iteration's rosters are one) and with
 * the step's scale halved when the bound stalls (raised again once spent). The step follows
 * Camerini, Fratta and Maffioli's deflected direction: the subgradient plus a share of the last
 * direction where the two point apart, which damps the zigzag between the count targets' kinks
 * (docs/solver-benchmarks.md#the-lagrangian-bound).
 * Months of at least four groups of 50 pseudo-employees start warm: each group ascends alone
 * against its share of the cover for a few passes, and the whole ascent starts from their
 * multipliers (WARM_SIZE below).
 */
import { OFF } from '../../model/types.ts';
import type { Compiled } from '../compile/compiled.ts';
import { Evaluator } from '../heuristics/evaluator.ts';
import { lagrangianApplies } from './lagrangian-bound.ts';
import { dualPrices } from '../roster-dp/dual-prices.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';
import { trackedPenalty, type TrackedTargets } from '../roster-dp/target-pricing.ts';
import { expand, unitRelaxation, type UnitRelaxation } from './unit-relaxation.ts';
import { now } from '../orchestration/clock.ts';

/**
 * A master beside the ascent (roster-master.ts): it sees each pass's rosters and value at the
 * multipliers π, μ and may move the multipliers (in place), returning its LP value, an upper bound
 * on the Lagrangian dual and so an aim for the Polyak step, in place of that iteration's step.
 */
export interface AscentMaster {
  /** Whether the ascent's roster DP prices count targets exactly (target-pricing.ts); `begin` then gets which. */
  readonly exactTargets?: boolean;
  begin(units: UnitRelaxation, tracked?: (e: number) => TrackedTargets): void;
  pass(sched: Int16Array, value: number, pi: Float64Array, mu: Float64Array[]): number | undefined;
}

// The step's scale starts at 0.5 and halves after STALL iterations without a better bound: Held,
// Wolfe and Crowder's 2, or halving sooner, end lower; with the deflected direction, longer stalls
// end higher but climb later, and a loaded bound thread makes too few passes for that
// (docs/solver-benchmarks.md#the-lagrangian-bound).
const STALL = 10;
// Camerini, Fratta and Maffioli's factor: the last direction's share is 1.5 × its projection.
const DEFLECT = 1.5;
const START_SCALE = 0.5,
  MIN_SCALE = 1e-3;
// A spent scale starts again here, from the last multipliers: at the floor the ascent crawls
// (docs/solver-benchmarks.md#the-lagrangian-bound).
const RESTART_SCALE = 1 / 16;
// The warm start: where there are at least WARM_GROUPS groups of WARM_SIZE pseudo-employees, each
// group ascends alone for WARM_PASSES passes against its share of the cover (a month like the
// 50-employee one with the 500's cover scaled, whose ascent climbs in tens of passes), from π at 0;
// the whole ascent then starts from their mean π and each group's μ at the restart scale. The
// groups' passes cost WARM_PASSES whole passes; the scale's first halvings, which at 500 cost the
// whole ascent 50–70 passes at a bound of 0, cost a tenth there (docs/solver-benchmarks.md#the-lagrangian-bound).
const WARM_SIZE = 50,
  WARM_GROUPS = 4,
  WARM_PASSES = 30;

/**
 * Raises the bound until the deadline (or `maxIterations` passes, the warm start's counted as the
 * whole passes they cost), reporting each better one with the passes spent and the multipliers
 * that give it (π by cover cell d*S+s, μ by pseudo-employee of unitRelaxation's `c` and target:
 * the ascent's own arrays, to copy before the next pass); returns the best, or undefined where the
 * DP is not exact for every employee (a Lagrangian-priced maximum) or an employee has no roster at
 * all. Where it starts warm, the warm start and the passes after it, up to the first better bound
 * (or STALL passes), may run until `warmDeadline` when that is later: the first bound worth having
 * comes there (10,000 employees: 877,397 at the first pass after it; 500: 289 at the fifth),
 * where the pass before the warm start bounds at 0. A warm start that outlasts `deadline` leaves
 * the ascent the same share of the time left to `warmDeadline` as it had of the whole.
 */
export function subgradientBound(
  model: Compiled,
  deadline: number,
  onBound?: (value: number, passes: number, pi: Float64Array, mu: Float64Array[]) => void,
  maxIterations = Infinity,
  master?: AscentMaster,
  warmDeadline = deadline,
): number | undefined {
  const units = unitRelaxation(model),
    { c } = units;
  const dp = new RosterDp(c, false, master?.exactTargets ?? false);
  master?.begin(units, dp.exactTargets ? (e) => dp.tracked(e) : undefined);
  if (!lagrangianApplies(c, dp)) return undefined;
  const a = new Ascent(
    c,
    dp,
    Int32Array.from(units.members, (u) => u.length),
  );
  const everyone = Array.from({ length: c.E }, (_, e) => e);
  const groups = Math.floor(c.E / WARM_SIZE) >= WARM_GROUPS ? Math.floor(c.E / WARM_SIZE) : 0;
  const warm = groups > 0 && maxIterations > WARM_PASSES + 1;
  const begun = now(),
    share = warmDeadline > deadline ? Math.max(0, deadline - begun) / (warmDeadline - begun) : 1;
  let best = -Infinity,
    upper = Infinity,
    own = deadline,
    until = warm ? Math.max(deadline, warmDeadline) : deadline;
  for (let iteration = 0; iteration < maxIterations && now() < until; iteration++) {
    const value = a.value(everyone, 1, until);
    if (value === undefined) return undefined;
    if (value === 'late') break;
    if (value > best + 1e-9) {
      best = value;
      onBound?.(value, iteration + 1, a.pi, a.mu);
      if (iteration > 0) until = own;
    }
    a.record(value);
    const ev = new Evaluator(units.solo, expand(units, a.sched));
    if (ev.hard === 0) upper = Math.min(upper, ev.soft);
    if (iteration === 0 && warm) {
      // From the first pass's rows (π = 0: the relaxation's own schedule) each group aims at its share of it.
      if (!warmStart(a, groups, upper, until)) return undefined;
      // On the largest months the warm start outlasts the ascent's share, and its first bound after
      // it would be all the ascent gave.
      const at = now();
      if (at > deadline) own = share > 0 ? at + share * (warmDeadline - at) : at;
      iteration += WARM_PASSES;
      continue;
    }
    if (iteration > WARM_PASSES + STALL) until = own;
    const aim = master?.pass(a.sched, value, a.pi, a.mu);
    // The master's value bounds the Lagrangian dual from above: met, nothing is left to gain.
    if (aim !== undefined && best >= aim - 1e-6 * Math.abs(aim)) break;
    if (aim !== undefined) upper = Math.min(upper, aim);
    else a.step(everyone, 1, a.scale * Math.max(upper - value, 1e-6 * Math.abs(upper)));
  }
  return best === -Infinity ? undefined : best;
}

/**
 * The warm start (see WARM_SIZE): `groups` groups of pseudo-employees e ≡ k (mod groups), each
 * from the current π; false where an employee has no roster. The groups' values bound nothing.
 */
function warmStart(a: Ascent, groups: number, upper: number, deadline: number): boolean {
  const { c, size } = a,
    { E } = c;
  const start = a.pi.slice(),
    mean = new Float64Array(a.pi.length);
  const total = size.reduce((n, m) => n + m, 0);
  for (let k = 0; k < groups; k++) {
    const group = Array.from({ length: Math.ceil((E - k) / groups) }, (_, j) => k + j * groups);
    const share = group.reduce((n, e) => n + size[e]!, 0) / total;
    a.pi.set(start);
    a.restart(START_SCALE);
    for (let pass = 0; pass < WARM_PASSES; pass++) {
      const value = a.value(group, share, deadline);
      if (value === undefined) return false;
      if (value === 'late') break;
      a.record(value);
      a.step(group, share, a.scale * Math.max(share * upper - value, 1e-6 * share * Math.abs(upper)));
    }
    for (let i = 0; i < mean.length; i++) mean[i]! += a.pi[i]! / groups;
  }
  a.pi.set(mean);
  a.restart(RESTART_SCALE);
  return true;
}

/** The ascent's multipliers, its last direction and step scale, and the rows of its last pass. */
class Ascent {
  readonly pi: Float64Array;
  readonly mu: Float64Array[];
  /** Each pseudo-employee's row of the last pass (e*D + d). */
  readonly sched: Int16Array;
  scale = START_SCALE;
  private best = -Infinity;
  private stalled = 0;
  /** The last step's direction: cover cells d*S+s, skill rows D*S+k, then each employee's targets in turn. */
  private readonly direction: Float64Array;
  private readonly prices: Float64Array;
  private readonly scaled: Float64Array;
  /** Each target's cells as price indices d*(S+1) + v+1, in order: a mask holds few of the D×S. */
  private readonly targetCells: Int32Array[][];
  /** The subgradient (laid out as `direction`), where each employee's targets begin in it, and one employee's target counts. */
  private readonly g: Float64Array;
  private readonly offset: Int32Array;
  private readonly counts: Float64Array;

  /** `size`: each pseudo-employee's cover multiplicity (a unit's worked cell covers once per member). */
  constructor(
    readonly c: Compiled,
    private readonly dp: RosterDp,
    readonly size: Int32Array,
  ) {
    const { E, D, S } = c,
      rows = D * S + c.skill.length;
    this.pi = new Float64Array(rows);
    this.scaled = new Float64Array(rows);
    this.mu = c.emp.map((em) => new Float64Array(em.targets.length));
    this.prices = new Float64Array(D * (S + 1));
    this.sched = new Int16Array(E * D).fill(OFF);
    this.direction = new Float64Array(rows + this.mu.reduce((n, m) => n + m.length, 0));
    this.g = new Float64Array(this.direction.length);
    this.offset = new Int32Array(E + 1);
    c.emp.forEach((em, e) => (this.offset[e + 1] = this.offset[e]! + em.targets.length));
    this.counts = new Float64Array(this.mu.reduce((n, m) => Math.max(n, m.length), 0));
    // Once per distinct mask: targets of one kind share theirs (compiled.ts), and 10,000 employees'
    // 42 targets each over a 30 × 40 month took the wards month's first pass 39 s to list.
    const listed = new Map<Uint8Array, Int32Array>();
    const cellsOf = (mask: Uint8Array): Int32Array => {
      let cells = listed.get(mask);
      if (!cells) {
        cells = Int32Array.from(Array.from(mask).flatMap((on, i) => (on ? [Math.floor(i / S) * (S + 1) + (i % S) + 1] : [])));
        listed.set(mask, cells);
      }
      return cells;
    };
    this.targetCells = c.emp.map((em) => em.targets.map((t) => cellsOf(t.mask)));
  }

  /**
   * The Lagrangian of the pseudo-employees `emps` against `share` of the cover's requirement (all
   * of them and 1: a bound), their rows left in `sched`; undefined where one has no roster.
   */
  value(emps: number[], share: number, deadline: number): number | undefined | 'late' {
    const { c, pi, mu, size, scaled, prices } = this,
      { D, S } = c;
    let value = 0;
    for (let i = 0; i < D * S; i++) if (c.hasCover[i]) value += share * c.req[i]! * pi[i]!;
    c.skill.forEach((r, k) => (value += share * r.need * pi[D * S + k]!));
    // A unit's skill multiplicity is in its rows' `qualified` (unit-relaxation.ts): its skill multipliers stay as they are.
    scaled.set(pi.subarray(D * S), D * S);
    for (const e of emps) {
      const targets = c.emp[e]!.targets;
      if (size[e] !== 1) for (let i = 0; i < D * S; i++) scaled[i] = size[e]! * pi[i]!;
      dualPrices(c, e, size[e] === 1 ? pi : scaled, prices);
      targets.forEach((t, k) => {
        value -= mu[e]![k]! * t.target;
        const m = mu[e]![k]!,
          cells = this.targetCells[e]![k]!;
        for (let i = 0; i < cells.length; i++) prices[cells[i]!]! += m;
      });
      const row = this.dp.solve(e, prices);
      if (!row) return undefined;
      for (let d = 0; d < D; d++) value += prices[d * (S + 1) + row[d]! + 1]!;
      // The targets priced in the DP's state: their multipliers stay 0, the roster pays them exactly.
      if (this.dp.exactTargets) value += trackedPenalty(c, e, this.dp.tracked(e), row);
      this.sched.set(row, e * D);
      if (now() >= deadline) return 'late';
    }
    return value;
  }

  /** Counts a pass's value: the scale halves after STALL passes without a better one, and starts again once spent. */
  record(value: number): void {
    if (value > this.best + 1e-9) {
      this.best = value;
      this.stalled = 0;
    } else if (++this.stalled >= STALL) {
      this.scale = this.scale <= MIN_SCALE ? RESTART_SCALE : Math.max(MIN_SCALE, this.scale / 2);
      this.stalled = 0;
    }
  }

  /** A fresh ascent from the current multipliers at `scale`. */
  restart(scale: number): void {
    this.scale = scale;
    this.best = -Infinity;
    this.stalled = 0;
    this.direction.fill(0);
  }

  /**
   * One Polyak step from the last pass's rows of `emps` along the deflected direction: `excess` is
   * scale × (aim − value), divided by the direction's squared norm. Only their targets move.
   */
  step(emps: number[], share: number, excess: number): void {
    const { c, size, sched, direction, pi, mu, g, offset, counts } = this,
      { D, S } = c,
      cells = D * S,
      cover = cells + c.skill.length;
    // The subgradient: cover's requirement less what is worked, a target's count less the target.
    // Only the entries of the cover and of `emps`' targets: the others stay 0 in a warm group's
    // passes (its direction starts at 0), and a group's step costs the group, not the month.
    const worked = new Float64Array(cells),
      spans = [0, cover];
    for (const e of emps) {
      const targets = c.emp[e]!.targets;
      counts.fill(0, 0, targets.length);
      for (let d = 0; d < D; d++) {
        const v = sched[e * D + d]!;
        if (v === OFF) continue;
        worked[d * S + v]! += size[e]!;
        targets.forEach((t, k) => {
          if (t.mask[d * S + v]) counts[k]!++;
        });
      }
      const exact = this.dp.tracked(e).exact;
      targets.forEach((t, k) => (g[cover + offset[e]! + k] = exact[k] ? 0 : counts[k]! - t.target));
      spans.push(cover + offset[e]!, cover + offset[e + 1]!);
    }
    for (let i = 0; i < cells; i++) g[i] = c.hasCover[i] ? share * c.req[i]! - worked[i]! : 0;
    // A skill row's: its need less the qualified people on its cell (a unit counts its qualified members).
    c.skill.forEach((r, k) => {
      let qualified = 0;
      const d = Math.floor(r.cell / S);
      for (const e of emps) if (r.qualified[e] && sched[e * D + d] === r.cell % S) qualified += r.qualified[e]!;
      g[cells + k] = share * r.need - qualified;
    });
    let along = 0,
      last = 0;
    for (let s = 0; s < spans.length; s += 2)
      for (let i = spans[s]!; i < spans[s + 1]!; i++) {
        along += g[i]! * direction[i]!;
        last += direction[i]! ** 2;
      }
    const beta = last > 0 ? Math.max(0, (-DEFLECT * along) / last) : 0;
    let norm = 0;
    for (let s = 0; s < spans.length; s += 2)
      for (let i = spans[s]!; i < spans[s + 1]!; i++) {
        direction[i] = g[i]! + beta * direction[i]!;
        norm += direction[i]! ** 2;
      }
    if (norm === 0) return;
    const t = excess / norm;
    for (let i = 0; i < cells; i++) if (c.hasCover[i]) pi[i] = Math.min(c.under[i]!, Math.max(-c.over[i]!, pi[i]! + t * direction[i]!));
    c.skill.forEach((r, k) => (pi[cells + k] = Math.min(r.under, Math.max(0, pi[cells + k]! + t * direction[cells + k]!))));
    for (const e of emps)
      c.emp[e]!.targets.forEach((tg, k) => {
        mu[e]![k] = Math.min(tg.over, Math.max(-tg.under, mu[e]![k]! + t * direction[cover + offset[e]! + k]!));
      });
  }
}
