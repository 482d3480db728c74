/** The bound thread's bounds over long horizons: the relaxed roster's Lagrangian, over the year, or by time windows. */
import { horizonBound, HORIZON_BOUND_SHARE } from '../bounds/horizon-bound.ts';
import { windowBound } from '../bounds/window-bound.ts';
import { now } from './clock.ts';
import type { BoundRun } from './bound-run.ts';

/**
 * Most of the bound thread's time for the relaxed roster's Lagrangian between a month and the
 * year; it returns once every start is flat, and the second search has the rest. On the first
 * days of Curtois 21–24 it levels off within a quarter, but many shift types and a large staff
 * climb for longer: the generated 28 × 120 × 18 month stood at 2,280 after a quarter of the
 * thread under load, and reaches 6,687 in 35 s alone (docs/solver-benchmarks.md#generated-suite-unseen-members-of-the-curtois-family).
 */
const MID_HORIZON_BOUND_SHARE = 0.6;
/** Share of the bound thread's time that the bound by time windows may take. */
const WINDOW_BOUND_SHARE = 0.25;

/** Runs the horizon bounds the plan asks for; whether the model is between a month and the year (midHorizon). */
export function horizonBounds({ ctx: { c }, highs, boundsEnd, plan, bound }: BoundRun, byGroup: number | undefined): boolean {
  const byHorizon = (share: number, untilFlat = false): number | undefined =>
    horizonBound(c, now() + share * (boundsEnd - now()), bound, Infinity, undefined, undefined, untilFlat);
  // Between a month and the year, where the DP is not exact and the LP is too large for the
  // monolithic MILP, the relaxed roster's Lagrangian bounds (PDLP's duals bounded the first 84
  // days of Curtois 21 and the first 28 of 24 at 0 in the minute), then the thread searches:
  // after it PDLP's duals bounded no higher, and price and branch found no schedule within the
  // minute (its root neighbourhood 809 cells open, RENS on them 27 s without one).
  const midHorizon = plan.midHorizon && byGroup === undefined;
  if (midHorizon) byHorizon(MID_HORIZON_BOUND_SHARE, true);
  if (plan.year) {
    const byYear = byHorizon(HORIZON_BOUND_SHARE);
    // The windows' LPs only where the bound over the year has none: elsewhere they bound far
    // lower (Curtois 20–24: 221, 0, 253, 0, 0 against 4,235–23,970), and their time is its.
    // A share of the time: where the windows' LPs are slow (Curtois 23, 24), the thread goes on.
    if (byYear === undefined) {
      const value = windowBound(highs, c, now() + WINDOW_BOUND_SHARE * (boundsEnd - now()));
      if (value !== undefined) bound(value);
    }
  }
  return midHorizon;
}
