/**
 * A schedule from the Lagrangian ascent's multipliers (subgradient-bound.ts): π on the cover cells,
 * μ on each count target. The relaxation's own rosters at those multipliers match the cover badly
 * (each unit answers the prices alone: 316,000 at 500 employees where the search finds 14,000), yet
 * near the dual's optimum the multipliers price each cell at what covering it is worth. Here the
 * units take their rosters one after another by the same exact roster DP (unit-relaxation.ts, a
 * together unit whole): a cell is worth its π while the cover is short and costs its over weight
 * once met, an apart partner's shift already taken is closed, and each unit's count targets are
 * met by its own small ascent from μ (`cheapest`). The result keeps every rule the DP keeps; the
 * search's descent finishes it (docs/solver-benchmarks.md#the-lagrangian-primal).
 */
import { OFF } from '../../model/types.ts';
import type { Compiled } from '../compile/compiled.ts';
import { Evaluator } from './evaluator.ts';
import { dualPrices } from '../roster-dp/dual-prices.ts';
import { reroster, soloEmployees } from './reroster.ts';
import { Rng } from './rng.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';
import { unitRelaxation, type UnitRelaxation } from '../bounds/unit-relaxation.ts';

/** π by cover cell d*S+s; μ by pseudo-employee of the relaxation's `c` and target. */
export interface Multipliers {
  pi: Float64Array;
  mu: Float64Array[];
}

export interface PrimalOptions {
  /** The order the units take their rosters (indices into `units.members`): see `primalOrder`. */
  order: number[];
  /** Uniform draws in [0, 1): the prices' noise. */
  random: () => number;
  /** Rounds of each unit's own ascent on its targets' slopes (ROUNDS by default). */
  rounds?: number;
  /** Each working cell's price moves by up to ± noise / 2 (NOISE by default). */
  noise?: number;
}

// Each unit's own ascent on its targets, with noise on the prices: the targets at μ alone leave
// each roster on one shift type, and fewer rounds or no noise leave the primal several times dearer
// (docs/solver-benchmarks.md#the-lagrangian-primal).
const ROUNDS = 12;
const NOISE = 5;
// The slopes' first step per unit of count off target, shortened as 1/round.
const STEP = 0.5;

// Passes of every solo employee's best response after the build (reroster.ts: the cover's exact
// marginals); two roughly halve the primal's cost (docs/solver-benchmarks.md#the-lagrangian-primal).
export const BEST_RESPONSES = 2;

/**
 * The solve's start from the multipliers: one primal in a shuffled order (`primalOrder`), then
 * BEST_RESPONSES passes of every solo employee's best response; the schedule of c's employees.
 */
export function lagrangianStart(c: Compiled, m: Multipliers, seed: number): Int16Array {
  const units = unitRelaxation(c),
    rng = new Rng(seed);
  const sched = lagrangianPrimal(c, units, new RosterDp(units.c), m, {
    order: primalOrder(c, units, (xs) => rng.shuffle(xs)),
    random: () => rng.next(),
  });
  const ev = new Evaluator(c, sched),
    dp = new RosterDp(c),
    prices = new Float64Array(c.D * (c.S + 1));
  for (let pass = 0; pass < BEST_RESPONSES; pass++) for (const e of rng.shuffle(soloEmployees(ev))) reroster(ev, dp, e, prices);
  return ev.sched;
}

/**
 * The schedule (c's employees, e*D + d) built by the relaxation's pseudo-employees in order; `dp`
 * is the roster DP over `units.c`. A unit left no roster by its apart partners' shifts takes its
 * cheapest one regardless (the search repairs the clash).
 */
export function lagrangianPrimal(c: Compiled, units: UnitRelaxation, dp: RosterDp, m: Multipliers, o: PrimalOptions): Int16Array {
  const { D, S } = c;
  const ev = new Evaluator(c, new Int16Array(c.E * D).fill(OFF));
  const sched = new Int16Array(c.E * D).fill(OFF),
    worked = new Int32Array(D * S),
    value = new Float64Array(D * S),
    prices = new Float64Array(D * (S + 1));
  for (const p of o.order) {
    const members = units.members[p]!;
    // What covering cell i is worth to this unit: π per member while short, −over per member beyond.
    for (let i = 0; i < D * S; i++) {
      if (!c.hasCover[i]) continue;
      let v = 0;
      for (let k = 0; k < members.length; k++) v += worked[i]! + k < c.req[i]! ? m.pi[i]! : -c.over[i]!;
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
    const row = cheapest(units, dp, ev, p, dp.solve(p, open) ? open : prices, value, m.mu[p]!, o);
    if (!row) continue;
    for (const e of members) sched.set(row, e * D);
    for (let d = 0; d < D; d++) if (row[d] !== OFF) worked[d * S + row[d]!]! += members.length;
  }
  return sched;
}

/**
 * Unit p's roster at the cell prices `base` (its requests and the cover's worth `value`): the DP's
 * at its targets' slopes, starting from μ and each round moved by the unit's own subgradient (its
 * count less the target), with a little noise on the prices so that ties break differently from
 * day to day (at a kink the DP otherwise puts every shift on one type); the round whose roster
 * costs least by its members' exact costs (requests and targets: evaluator.ts) less the cover's
 * worth.
 */
function cheapest(
  units: UnitRelaxation,
  dp: RosterDp,
  ev: Evaluator,
  p: number,
  base: Float64Array,
  value: Float64Array,
  mu: Float64Array,
  o: PrimalOptions,
): Int16Array | undefined {
  const { D, S } = units.c,
    members = units.members[p]!,
    targets = units.c.emp[p]!.targets,
    noise = o.noise ?? NOISE;
  let best: Int16Array | undefined,
    bestCost = Infinity,
    slopes = Array.from(mu);
  for (let round = 0; round < (o.rounds ?? ROUNDS); round++) {
    const prices = base.slice();
    for (let i = 0; i < prices.length; i++) if (i % (S + 1) !== 0) prices[i]! += noise * (o.random() - 0.5);
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
 * most constrained, placed while the cover still leaves them choice), each part shuffled.
 */
export function primalOrder(c: Compiled, units: UnitRelaxation, shuffle: <T>(xs: T[]) => T[]): number[] {
  const constrained = (p: number): boolean => units.members[p]!.length > 1 || units.members[p]!.some((e) => c.apartOf[e]!.length > 0);
  const all = units.members.map((_, p) => p);
  return [...shuffle(all.filter(constrained)), ...shuffle(all.filter((p) => !constrained(p)))];
}
