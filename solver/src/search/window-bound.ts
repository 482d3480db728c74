/**
 * A lower bound for horizons whose monolithic LP does not fit (Curtois 20–24: PDLP does not
 * converge on 20 in 100 s, and 24's model exhausts HiGHS-WebAssembly's 2 GiB): the sum of the LP
 * bounds of the horizon's four-week windows (windows.ts). Every schedule restricted to a window is
 * a schedule of that window's relaxed model, and the objective (cover and requests; count targets
 * are not negative) is at least the sum over the windows, so the sum of their bounds is a bound.
 */
import type { Highs } from 'highs';
import { compile, NOT_FIXED, type Compiled } from './compiled.ts';
import { runHighs } from './highs.ts';
import { buildMilp } from './milp.ts';
import { initialSchedule } from './search.ts';
import { windowModel, windowRanges } from './windows.ts';

/** The bound, or undefined when a window's LP did not finish by the deadline; windows of `days` (default four weeks). */
export function windowBound(highs: Highs, c: Compiled, deadline: number, days?: number): number | undefined {
  let total = 0;
  for (const [from, to] of windowRanges(c.model, days)) {
    const sub = compile(windowModel(c.model, from, to));
    const free = Uint8Array.from(sub.fixed, (f) => (f === NOT_FIXED ? 1 : 0));
    const lp = buildMilp(sub, initialSchedule(sub), free, true).data;
    const out = runHighs(highs, lp, { timeLimit: Math.max(0.01, (deadline - Date.now()) / 1000), deadline });
    if (out.status !== 'optimal' || out.bound === undefined) return undefined;
    total += out.bound;
  }
  return total;
}
