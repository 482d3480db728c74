/**
 * The 'bound' role: bounds first (they may prove infeasibility or optimality), in the steps the
 * plan (plan.ts) chooses, and then — when the monolithic MILP did not run — price and branch
 * (models coupled by cover alone) or a second search with another seed.
 */
import { ceilingBound } from '../bounds/bound.ts';
import { priceAndBranch } from '../exact/price-and-branch.ts';
import type { RensNeighbourhood } from '../exact/rens.ts';
import { countedClock, isCounted, now, useCountedClock } from './clock.ts';
import { boundRun, type BoundRun } from './bound-run.ts';
import { groupBounds, relaxedAscent } from './ascent-bounds.ts';
import { horizonBounds } from './horizon-bounds.ts';
import { lpBounds } from './lp-bounds.ts';
import { SecondSearch } from './second-search.ts';
import type { ThreadContext } from './thread-context.ts';

/**
 * A round-limited run's bounds, in counted milliseconds (clock.ts) per round of its search, at most
 * ROUND_LIMITED_BOUND_MS: the round limit sets how much a reproducible run does, not the time left
 * when its thread starts (which the machine's load decides). 50 rounds (the test servers') give
 * the 41-employee demo month's LP relaxation the work that bounds it at its optimum, 572 (about
 * 2.5 s on a loaded machine); 1.25 and 5 counted seconds leave it at 0.
 */
const BOUND_MS_PER_ROUND = 250,
  ROUND_LIMITED_BOUND_MS = 12_500;
/** A round-limited run's bound budget in counted milliseconds: its rounds decide it, not the machine. */
export function roundLimitedBoundMs(maxRounds: number): number {
  return Math.min(BOUND_MS_PER_ROUND * maxRounds, ROUND_LIMITED_BOUND_MS);
}

/** After the bounds: price and branch where the plan chooses it, the second search elsewhere. */
async function afterBounds(run: BoundRun, midHorizon: boolean, second: SecondSearch): Promise<void> {
  const { ctx, highs, boundsEnd, dp, plan, infeasible, bound } = run;
  const { task, c, post, pull, onImprove, elsewhere } = ctx;
  if (dp && plan.priceAndBranch && !midHorizon) {
    if (plan.ceilingFirst) ceilingBound(highs, c, boundsEnd, bound);
    await priceAndBranch(highs, c, dp, {
      deadline: task.deadline,
      seed: task.seed + 1,
      onImprove,
      pull: pull ?? (() => Promise.resolve([])),
      onBound: bound,
      onInfeasible: infeasible,
      ...(pull ? { onNeighbourhood: (hood: RensNeighbourhood) => post({ type: 'neighbourhood', ...hood }), ...elsewhere } : {}),
    });
  } else await second.run();
}

export async function boundThread(ctx: ThreadContext): Promise<void> {
  const { task, post, reproducible } = ctx;
  const second = new SecondSearch(ctx);
  // A round-limited bound thread (one of several threads) bounds on a counted clock, for the work
  // its rounds allow, as a single thread does (runSerial): its bound is the same under any load.
  // Its second search then runs on the wall clock, bounded by its round limit.
  const restoreClock = reproducible && !isCounted() ? useCountedClock(countedClock(1, now())) : undefined;
  const boundsEnd = restoreClock ? now() + roundLimitedBoundMs(task.maxRounds!) : task.deadline;
  try {
    const run = await boundRun(ctx, boundsEnd);
    const byGroup = groupBounds(run);
    const ascent = relaxedAscent(run, byGroup, second);
    const midHorizon = horizonBounds(run, byGroup);
    const ranMonolithic = await lpBounds(run, { byGroup, midHorizon, ...ascent }, second);
    restoreClock?.();
    if (!ranMonolithic && task.secondSearch) await afterBounds(run, midHorizon, second);
  } catch (err) {
    restoreClock?.();
    // HiGHS aborting (memory) ends this thread's bounds, not its time: a fresh runtime searches on.
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    if (task.secondSearch) await second.run();
  }
}
