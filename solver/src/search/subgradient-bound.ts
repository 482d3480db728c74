/**
 * A lower bound for the months price and branch does not take (together/apart groups) and whose
 * compact LP is too large to solve in time (500 employees with weekly limits: 196,000 rows, PDLP
 * and interior point both unfinished after 120 s). Lagrangian relaxation of what couples or
 * counts across days: the cover rows with multipliers π (−over ≤ π ≤ under) and each count target
 * with a multiplier μ (−under ≤ μ ≤ over), and apart groups dropped (a relaxation only widens the
 * choice). What is left falls apart by together unit (unit-relaxation.ts: one roster for all its
 * members, m of them): the cheapest roster under the cell prices cellCost − m·π + Σ μ·mask, which
 * the exact roster DP finds, less Σ μ·target. Any such multipliers give a bound; a subgradient
 * ascent with Polyak's step raises it, aimed at the best schedule of the relaxation seen so far
 * (the DP's rosters keep every per-employee rule, so each iteration's rosters are one) and with
 * the step's scale halved when the bound stalls (raised again once spent). The step follows
 * Camerini, Fratta and Maffioli's deflected direction: the subgradient plus a share of the last
 * direction where the two point apart, which damps the zigzag between the count targets' kinks
 * (measured in docs/solver-benchmarks.md, "The bound at 500: count targets in the roster").
 */
import { OFF } from '../model/types.ts';
import type { Compiled } from './compiled.ts';
import { Evaluator } from './evaluator.ts';
import { lagrangianApplies } from './lagrangian-bound.ts';
import { dualPrices } from './price-and-branch.ts';
import { RosterDp } from './roster-dp.ts';
import { expand, unitRelaxation, type UnitRelaxation } from './unit-relaxation.ts';

/**
 * A master beside the ascent (roster-master.ts): it sees each pass's rosters and value at the
 * multipliers π, μ and may move the multipliers (in place), returning its LP value, an upper bound
 * on the Lagrangian dual and so an aim for the Polyak step, in place of that iteration's step.
 */
export interface AscentMaster {
  begin(units: UnitRelaxation): void;
  pass(sched: Int16Array, value: number, pi: Float64Array, mu: Float64Array[]): number | undefined;
}

// The step's scale starts at 0.5 and halves after STALL iterations without a better bound. On the
// 500-employee month (loaded machine) 0.5 reached 9060 in 28 s where Held, Wolfe and Crowder's 2
// reached 8613 in 31 s; halving after 5 stalls instead of 10 stopped at 8336 (scale spent). With
// the deflected direction 12–20 end higher after 45 s but climb later: under a full solve's load the
// bound thread makes too few passes for that (docs/solver-benchmarks.md).
const STALL = 10;
// Camerini, Fratta and Maffioli's factor: the last direction's share is 1.5 × its projection.
const DEFLECT = 1.5;
const START_SCALE = 0.5,
  MIN_SCALE = 1e-3;
// A spent scale starts again here, from the last multipliers: at the floor the ascent crawls. The
// 50-employee month with the 500's cover, 60 s: 806 → 872 (its ceiling 885); 500, 120 s: 9,807 →
// 9,979; the 25-employee month after 1,500 passes 664.9 → 664.4 (ceiling 668.5).
const RESTART_SCALE = 1 / 16;

/**
 * Raises the bound until the deadline (or `maxIterations` passes), reporting each better one;
 * returns the best, or undefined where the DP is not exact for every employee (a Lagrangian-priced
 * maximum) or an employee has no roster at all.
 */
export function subgradientBound(
  model: Compiled,
  deadline: number,
  onBound?: (value: number) => void,
  maxIterations = Infinity,
  master?: AscentMaster,
): number | undefined {
  const units = unitRelaxation(model),
    { c } = units;
  master?.begin(units);
  const dp = new RosterDp(c);
  if (!lagrangianApplies(c, dp)) return undefined;
  const { E, D, S } = c;
  // Cover multiplicity: a unit's worked cell covers once per member.
  const size = Int32Array.from(units.members, (u) => u.length);
  const pi = new Float64Array(D * S),
    scaled = new Float64Array(D * S);
  const mu = c.emp.map((em) => new Float64Array(em.targets.length));
  const prices = new Float64Array(D * (S + 1));
  const sched = new Int16Array(E * D).fill(OFF);
  // The last step's direction: cover cells d*S+s, then each employee's targets in turn.
  const direction = new Float64Array(D * S + mu.reduce((n, m) => n + m.length, 0));
  let best = -Infinity,
    upper = Infinity,
    scale = START_SCALE,
    stalled = 0;
  for (let iteration = 0; iteration < maxIterations && Date.now() < deadline; iteration++) {
    let value = 0;
    for (let i = 0; i < D * S; i++) if (c.hasCover[i]) value += c.req[i]! * pi[i]!;
    for (let e = 0; e < E; e++) {
      const targets = c.emp[e]!.targets;
      if (size[e] !== 1) for (let i = 0; i < D * S; i++) scaled[i] = size[e]! * pi[i]!;
      dualPrices(c, e, size[e] === 1 ? pi : scaled, prices);
      targets.forEach((t, k) => {
        value -= mu[e]![k]! * t.target;
        for (let i = 0; i < D * S; i++) {
          const at = Math.floor(i / S) * (S + 1) + (i % S) + 1;
          if (t.mask[i]) prices[at] = prices[at]! + mu[e]![k]!;
        }
      });
      const row = dp.solve(e, prices);
      if (!row) return undefined;
      for (let d = 0; d < D; d++) value += prices[d * (S + 1) + row[d]! + 1]!;
      sched.set(row, e * D);
      if (Date.now() >= deadline) return best === -Infinity ? undefined : best;
    }
    if (value > best + 1e-9) {
      best = value;
      stalled = 0;
      onBound?.(value);
    } else if (++stalled >= STALL) {
      scale = scale <= MIN_SCALE ? RESTART_SCALE : Math.max(MIN_SCALE, scale / 2);
      stalled = 0;
    }
    const ev = new Evaluator(units.solo, expand(units, sched));
    if (ev.hard === 0) upper = Math.min(upper, ev.soft);
    const aim = master?.pass(sched, value, pi, mu);
    // The master's value bounds the Lagrangian dual from above: met, nothing is left to gain.
    if (aim !== undefined && best >= aim - 1e-6 * Math.abs(aim)) break;
    if (aim !== undefined) upper = Math.min(upper, aim);
    else step(c, size, sched, direction, pi, mu, scale * Math.max(upper - value, 1e-6 * Math.abs(upper)));
  }
  return best === -Infinity ? undefined : best;
}

/**
 * One Polyak step from the rosters `sched` (of units `size` strong) along the deflected direction
 * (updated in place): `excess` is scale × (target − value), divided by the direction's squared norm.
 */
function step(
  c: Compiled,
  size: Int32Array,
  sched: Int16Array,
  direction: Float64Array,
  pi: Float64Array,
  mu: Float64Array[],
  excess: number,
): void {
  const { E, D, S } = c;
  const worked = new Float64Array(D * S);
  const counts = mu.map((m) => new Float64Array(m.length));
  for (let e = 0; e < E; e++) {
    const targets = c.emp[e]!.targets;
    for (let d = 0; d < D; d++) {
      const v = sched[e * D + d]!;
      if (v === OFF) continue;
      worked[d * S + v]! += size[e]!;
      targets.forEach((t, k) => {
        if (t.mask[d * S + v]) counts[e]![k]!++;
      });
    }
  }
  // The subgradient: cover's requirement less what is worked, a target's count less the target.
  const g = new Float64Array(direction.length);
  for (let i = 0; i < D * S; i++) if (c.hasCover[i]) g[i] = c.req[i]! - worked[i]!;
  let at = D * S;
  c.emp.forEach((em, e) => em.targets.forEach((t, k) => (g[at++] = counts[e]![k]! - t.target)));
  let along = 0,
    last = 0;
  for (let i = 0; i < g.length; i++) {
    along += g[i]! * direction[i]!;
    last += direction[i]! ** 2;
  }
  const beta = last > 0 ? Math.max(0, (-DEFLECT * along) / last) : 0;
  let norm = 0;
  for (let i = 0; i < g.length; i++) {
    direction[i] = g[i]! + beta * direction[i]!;
    norm += direction[i]! ** 2;
  }
  if (norm === 0) return;
  const t = excess / norm;
  for (let i = 0; i < D * S; i++) if (c.hasCover[i]) pi[i] = Math.min(c.under[i]!, Math.max(-c.over[i]!, pi[i]! + t * direction[i]!));
  at = D * S;
  c.emp.forEach((em, e) =>
    em.targets.forEach((tg, k) => {
      mu[e]![k] = Math.min(tg.over, Math.max(-tg.under, mu[e]![k]! + t * direction[at++]!));
    }),
  );
}
