/**
 * Count targets priced exactly in the roster DP. A target's penalty is convex and piecewise linear
 * in the roster's count of its cells (under × shortfall + over × excess), and the targets of one
 * mask (a shift type's baseline, extra wish and "beyond requested") share that count. Priced by a
 * multiplier, the DP sees one slope: its rosters take a type on every day or on none, and a master
 * may mix them to meet the target while each roster pays far more. Priced exactly, the DP keeps
 * the count in its state up to the mask's last kink (counts above it pay the last slope alike)
 * and charges each shift the penalty's increase f(n+1) − f(n). A stronger relaxation in general;
 * on the generated product months the ceiling stays where it was, at three to five times the
 * passes' time (docs/solver-benchmarks.md#time-to-answer), so the solve keeps the multipliers.
 * The masks kept in the state are chosen by the penalty their kinks can cost, within a budget of
 * states; the rest stay with multipliers. A mask without a kink above 0 (a target of 0) is linear:
 * a multiplier prices it exactly.
 */
import type { Compiled, CompiledTarget } from '../compile/compiled.ts';

/**
 * The factor by which the counts kept may multiply an employee's states: two of a product month's
 * preferred shift types (kinks at 6–11 shifts), or one with the weekend share. Every kinked count
 * (up to 3,000 times) gave the 40-employee month's ceiling to the same digits.
 */
export const TRACKED_STATE_BUDGET = 144;

/** One mask's count kept in the DP's state. */
export interface TrackedCount {
  mask: Uint8Array;
  /** The count is kept as 0..cap, cap standing for cap and above (the last kink). */
  cap: number;
  /** step[n]: the penalty's increase from n to n+1 worked cells (n ≥ cap: step[cap]). */
  step: Float64Array;
}

/** An employee's counts kept in the state, and which of its targets they price (the rest: multipliers). */
export interface TrackedTargets {
  counts: TrackedCount[];
  /** exact[k]: c.emp[e].targets[k] is priced by the state, not by a multiplier. */
  exact: Uint8Array;
  /** How many times the employee's states the counts multiply. */
  factor: number;
}

/** The penalty of `targets` (all on one mask) at count n. */
export function penaltyAt(targets: readonly CompiledTarget[], n: number): number {
  let p = 0;
  for (const t of targets) p += n < t.target ? t.under * (t.target - n) : t.over * (n - t.target);
  return p;
}

/** Employee e's counts worth keeping in the DP's state, within `budget` times its states. */
export function trackedTargets(c: Compiled, e: number, budget = TRACKED_STATE_BUDGET): TrackedTargets {
  const targets = c.emp[e]!.targets,
    byMask = new Map<Uint8Array, number[]>();
  targets.forEach((t, k) => byMask.set(t.mask, [...(byMask.get(t.mask) ?? []), k]));
  const candidates = [...byMask.entries()].flatMap(([mask, ks]) => {
    const ts = ks.map((k) => targets[k]!),
      kinks = ts.filter((t) => t.target > 0 && t.under + t.over > 0);
    if (kinks.length === 0) return [];
    const cap = Math.max(...kinks.map((t) => t.target));
    // What a roster at 0 or far above can pay that a mixture need not: the kinks' weights times their targets.
    const worth = kinks.reduce((w, t) => w + Math.min(t.under + t.over, Math.max(t.under, t.over)) * t.target, 0);
    return [{ mask, ks, ts, cap, worth }];
  });
  candidates.sort((a, b) => b.worth - a.worth || a.cap - b.cap);
  const counts: TrackedCount[] = [],
    exact = new Uint8Array(targets.length);
  let factor = 1;
  for (const { mask, ks, ts, cap } of candidates) {
    if (factor * (cap + 1) > budget) continue;
    factor *= cap + 1;
    const step = Float64Array.from({ length: cap + 1 }, (_, n) => penaltyAt(ts, n + 1) - penaltyAt(ts, n));
    counts.push({ mask, cap, step });
    for (const k of ks) exact[k] = 1;
  }
  return { counts, exact, factor };
}

/** The penalty of e's targets that `tracked` prices exactly, for e's roster `row`. */
export function trackedPenalty(c: Compiled, e: number, tracked: TrackedTargets, row: ArrayLike<number>): number {
  const { D, S } = c;
  let p = 0;
  c.emp[e]!.targets.forEach((t, k) => {
    if (!tracked.exact[k]) return;
    let n = 0;
    for (let d = 0; d < D; d++) if (row[d]! >= 0 && t.mask[d * S + row[d]!]) n++;
    p += penaltyAt([t], n);
  });
  return p;
}
