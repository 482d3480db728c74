/**
 * A schedule from the Lagrangian ascent's multipliers (subgradient-bound.ts): π on the cover cells,
 * μ on each count target. The relaxation's own rosters at those multipliers match the cover badly
 * (each unit answers the prices alone: 316,000 at 500 employees where the search finds 14,000),
 * yet near the dual's optimum the multipliers price each cell at what covering it is worth. Here the
 * units take their rosters one after another by the same exact roster DP (unit-relaxation.ts, a
 * together unit whole), each cell priced at its multiplier while the cover is still short and at its
 * over weight once met (what one more worker there costs), the count targets at μ, and an apart
 * partner's shift already taken closed: a schedule that keeps every rule the DP keeps, for the
 * search's descent to finish.
 */
import { OFF } from '../model/types.ts';
import type { Compiled } from './compiled.ts';
import { dualPrices } from './price-and-branch.ts';
import type { RosterDp } from './roster-dp.ts';
import { Evaluator } from './evaluator.ts';
import type { UnitRelaxation } from './unit-relaxation.ts';

/** Re-solves of each unit's roster at its count targets' marginals (see `cheapest`). */
const REFINE = 3;
const NOISE = Number(process.env.NOISE ?? 0);
const STEP = Number(process.env.STEP ?? 0.5);

/** π by cover cell d*S+s; μ by pseudo-employee of the relaxation's `c` and target. */
export interface Multipliers {
  pi: Float64Array;
  mu: Float64Array[];
}

/**
 * The schedule (c's employees, e*D + d) built by the relaxation's pseudo-employees in `order`
 * (indices into `units.members`); `dp` is the roster DP over `units.c`. A unit the apart partners
 * already placed leave no roster takes its cheapest one regardless (the search repairs the clash).
 */
export function lagrangianPrimal(
  c: Compiled,
  units: UnitRelaxation,
  dp: RosterDp,
  m: Multipliers,
  order: number[],
  refine = REFINE,
  ramp = Infinity,
  shade = 0,
): Int16Array {
  const ev = new Evaluator(c, new Int16Array(c.E * c.D).fill(OFF));
  const { D, S } = c;
  const sched = new Int16Array(c.E * D).fill(OFF),
    worked = new Int32Array(D * S),
    value = new Float64Array(D * S),
    prices = new Float64Array(D * (S + 1));
  for (const [position, p] of order.entries()) {
    const members = units.members[p]!,
      late = ramp === Infinity ? 0 : (position / order.length) ** ramp;
    // What covering cell i is worth to this unit: π per member while short, −over per member beyond.
    for (let i = 0; i < D * S; i++) {
      if (!c.hasCover[i]) continue;
      let v = 0;
      for (let k = 0; k < members.length; k++) v += worked[i]! + k < c.req[i]! ? m.pi[i]! - shade + late * (c.under[i]! - m.pi[i]! + shade) : -c.over[i]!;
      value[i] = v;
    }
    dualPrices(units.c, p, value, prices);
    const open = prices.slice();
    for (const e of members)
      for (const group of c.apartOf[e]!)
        for (const g of group) {
          if (members.includes(g)) continue;
          for (let d = 0; d < D; d++) {
            const x = sched[g * D + d]!;
            if (x !== OFF) open[d * (S + 1) + x + 1] = Infinity;
          }
        }
    const base = open.some((x, i) => x !== prices[i]) && !dp.solve(p, open) ? prices : open;
    const row = cheapest(units, dp, ev, p, base, value, m.mu[p]!, refine);
    if (!row) continue;
    for (const e of members) sched.set(row, e * D);
    for (let d = 0; d < D; d++) if (row[d] !== OFF) worked[d * S + row[d]!]! += members.length;
  }
  return sched;
}

/**
 * Each unit's roster: the DP's at the count targets' multipliers μ, then again at each target's
 * marginal around the last roster (−under while short, over once met, as reroster.ts prices them),
 * `refine` times; the one whose members' exact costs (requests and targets, evaluator.ts) less the
 * cover's worth is least. The targets' multipliers alone leave each unit at a kink: the DP picks a
 * roster far to one side of its targets (a50: admin baseline 2,230–2,430 where the search's is 440).
 */
function cheapest(
  units: UnitRelaxation,
  dp: RosterDp,
  ev: Evaluator,
  p: number,
  base: Float64Array,
  value: Float64Array,
  mu: Float64Array,
  refine: number,
): Int16Array | undefined {
  const { D, S } = units.c,
    members = units.members[p]!,
    targets = units.c.emp[p]!.targets;
  let best: Int16Array | undefined,
    bestCost = Infinity,
    slopes = Array.from(mu);
  for (let round = 0; round <= refine; round++) {
    const prices = base.slice();
    for (let i = 0; i < prices.length; i++) if (i % (S + 1) !== 0) prices[i]! += NOISE * (Math.random() - 0.5);
    targets.forEach((t, k) => {
      for (let i = 0; i < D * S; i++) if (t.mask[i]) prices[Math.floor(i / S) * (S + 1) + (i % S) + 1]! += slopes[k]!;
    });
    const row = dp.solve(p, prices);
    if (!row) return best;
    let cost = 0;
    for (const e of members) {
      const [hard, soft] = ev.employeeCost(e, row);
      cost += soft + 1e6 * hard;
    }
    for (let d = 0; d < D; d++) if (row[d] !== OFF) cost -= value[d * S + row[d]!]!;
    if (cost < bestCost) {
      bestCost = cost;
      best = row;
    }
    // The unit's own subgradient step on its targets' slopes, shorter each round.
    slopes = targets.map((t, k) => {
      let n = 0;
      for (let d = 0; d < D; d++) if (row[d] !== OFF && t.mask[d * S + row[d]!]) n++;
      return Math.min(t.over, Math.max(-t.under, slopes[k]! + (STEP * (n - t.target)) / (round + 1)));
    });
  }
  return best;
}

/**
 * The order the units take their rosters: together units and apart groups' members first (the
 * most constrained, placed while the cover still leaves them choice), each part shuffled by `rng`.
 */
export function primalOrder(c: Compiled, units: UnitRelaxation, shuffle: <T>(xs: T[]) => T[]): number[] {
  const constrained = (p: number): boolean => units.members[p]!.length > 1 || units.members[p]!.some((e) => c.apartOf[e]!.length > 0);
  const all = units.members.map((_, p) => p);
  return [...shuffle(all.filter(constrained)), ...shuffle(all.filter((p) => !constrained(p)))];
}
