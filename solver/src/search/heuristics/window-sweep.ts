/**
 * Sweeps of windows over everyone (neighbourhoods.ts dayWindow) through the month: window after
 * window from a random day, each solved by HiGHS warm-started (lns.ts), until a whole sweep finds
 * nothing or the deadline. The search's operator mix draws a window now and then; late in the
 * search, when its own neighbourhoods are local optima, the sweep gives the windows the time: there
 * they save several times faster than the search (docs/solver-benchmarks.md#the-search-thread).
 */
import type { Highs } from 'highs';
import type { Compiled } from '../compile/compiled.ts';
import type { Evaluator } from './evaluator.ts';
import { lnsStep, type LnsLimits, type LnsState } from './lns.ts';
import type { Incumbent } from './local-search.ts';
import { dayWindow } from './neighbourhoods.ts';
import type { Rng } from './rng.ts';
import { now } from '../orchestration/clock.ts';

/** Returns the evaluator to continue from; `onImprove` after each window that bettered the best. */
export function windowSweeps(
  highs: Highs,
  c: Compiled,
  ev: Evaluator,
  best: Incumbent,
  rng: Rng,
  state: LnsState,
  limits: LnsLimits,
  onImprove?: () => void,
): Evaluator {
  for (let found = true; found && now() < limits.deadline;) {
    found = false;
    const first = rng.int(c.D);
    for (let d = 0; d < c.D && now() < limits.deadline;) {
      const hood = dayWindow(c, rng, state.budget, (first + d) % c.D),
        before = best.soft + best.hard * 1e9;
      d += Math.max(1, Math.floor(state.budget / (c.E * c.S)));
      ev = lnsStep(highs, c, ev, best, hood, state, limits);
      if (best.soft + best.hard * 1e9 < before) {
        found = true;
        onImprove?.();
      }
    }
  }
  return ev;
}
