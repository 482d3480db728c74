import type { Compiled } from '../search/compile/compiled.ts';
import { highsRuntime } from '../search/compile/highs.ts';
import { MasterAscent } from '../search/bounds/roster-master.ts';
import { subgradientBound } from '../search/bounds/subgradient-bound.ts';

/**
 * The Lagrangian ascent for at most `passes` passes, untimed, with its Dantzig–Wolfe master solved
 * after every pass from pass `warmup` on (it stops where bound and master meet: the relaxation's
 * ceiling); the bound and each master's value. `exactTargets`: count targets priced exactly in the
 * roster DP and the master (target-pricing.ts).
 */
export async function ascentWithMaster(
  c: Compiled,
  passes: number,
  warmup: number,
  exactTargets = false,
): Promise<{ bound: number; values: number[] }> {
  const values: number[] = [];
  const master = new MasterAscent(await highsRuntime(), {
    every: 0,
    warmup,
    until: Infinity,
    exactTargets,
    onSolve: (value) => values.push(value),
  });
  try {
    return { bound: subgradientBound(c, Infinity, undefined, passes, master)!, values };
  } finally {
    master.dispose();
  }
}
