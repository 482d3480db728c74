/**
 * A lower bound for horizons whose monolithic LP does not fit (Curtois 20–24: PDLP does not
 * converge on 20 in 100 s, and 24's model exhausts HiGHS-WebAssembly's 2 GiB): the sum of the LP
 * bounds of the horizon's four-week windows (windows.ts). Every schedule restricted to a window is
 * a schedule of that window's relaxed model, and the objective (cover and requests; count targets
 * are not negative) is at least the sum over the windows, so the sum of their bounds is a bound.
 */
import type { Highs } from 'highs';
import { relaxationBound } from './bound.ts';
import { compile, type Compiled } from '../compile/compiled.ts';
import { windowModel, windowRanges } from './windows.ts';

/** The bound, or undefined when a window's LP did not finish by the deadline; windows of `days` (default four weeks). */
export function windowBound(highs: Highs, c: Compiled, deadline: number, days?: number): number | undefined {
  let total = 0;
  for (const [from, to] of windowRanges(c.model, days)) {
    const { bound } = relaxationBound(highs, compile(windowModel(c.model, from, to)), deadline);
    if (bound === undefined) return undefined;
    total += bound;
  }
  return total;
}
