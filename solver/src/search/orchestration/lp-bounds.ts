/**
 * The bound thread's LP bounds (computeBounds: the LP relaxation, the monolithic MILP), the LP's
 * neighbourhood in the MILP's place and, above the compact LP's size, the master's neighbourhood a
 * part at a time.
 */
import { computeBounds } from '../bounds/bound.ts';
import { NEIGHBOURHOOD_PART_DAYS, NEIGHBOURHOOD_PART_SECONDS } from './plan.ts';
import { aroundShared, dayParts } from '../exact/lp-neighbourhood.ts';
import { LONG_HORIZON } from '../bounds/windows.ts';
import { now } from './clock.ts';
import type { BoundRun } from './bound-run.ts';
import type { RelaxedAscent } from './ascent-bounds.ts';
import type { SecondSearch } from './second-search.ts';

/** What the bounds before these found. */
export interface EarlierBounds extends RelaxedAscent {
  byGroup: number | undefined;
  midHorizon: boolean;
}

/**
 * The LP's neighbourhood's schedules, and the other threads' it is built around, with the
 * second search between neighbourhoods (exact/lp-neighbourhood.ts aroundShared).
 */
function aroundSharedEvents({ task, post, pull, searchWith }: BoundRun['ctx'], second: SecondSearch) {
  const shared = task.best;
  return pull
    ? {
        pull: async () => {
          const scheds = await pull();
          scheds.forEach(second.seen);
          return scheds;
        },
        // Between the LP's neighbourhoods, the second search, until a better schedule than its start is known.
        meanwhile: async (from: Int16Array, stop: () => boolean) => {
          const strategy = (task.strategy ?? 0) + 1;
          second.seen(
            (await searchWith(task.seed + 1, { strategy, start: from, warm: true, interrupt: stop, onShared: second.seen })).sched,
          );
          return second.bestSeen?.sched;
        },
        ...(shared ? { bestElsewhere: () => shared[0]! } : {}),
        working: (on: boolean) => post({ type: 'working', on }),
      }
    : undefined;
}

/** Runs the LP bounds and the neighbourhoods; whether the monolithic MILP ran. */
export async function lpBounds(run: BoundRun, earlier: EarlierBounds, second: SecondSearch): Promise<boolean> {
  const { ctx, highs, boundsEnd, plan, exact, infeasible } = run;
  const { task, c, post, reproducible } = ctx;
  const { byGroup, byRelaxation, masterRounded, midHorizon } = earlier;
  const neighbourhood = plan.lpNeighbourhoodFrom < Infinity || masterRounded !== undefined;
  const events = aroundSharedEvents(ctx, second);
  const schedule = (sched: Int16Array): void => {
    if (reproducible) return;
    if (neighbourhood) second.seen(sched);
    post({ type: 'incumbent', sched, hard: -1, soft: -1 });
  };
  // Long horizons: PDLP on the whole LP does not converge (Curtois 20: not in 100 s) and would
  // hold the thread to the end; the windows bound them, and the thread searches.
  const bounds = midHorizon
    ? { ranMonolithic: false }
    : computeBounds(
        highs,
        c,
        boundsEnd,
        { bound: (value) => post({ type: 'bound', value }), schedule, infeasible },
        task.seed,
        plan.monolithicLimit,
        !exact && byGroup === undefined && byRelaxation === undefined && c.D <= LONG_HORIZON,
        // The LP's neighbourhood takes the MILP's place only where other threads share schedules to centre it on.
        events ? plan.lpNeighbourhoodFrom : Infinity,
      );
  // In the monolithic MILP's place, the LP's neighbourhood of the best shared schedule.
  if (bounds.rounded && events && (boundsEnd - now()) / 1000 >= 1)
    await aroundShared(highs, c, bounds.rounded, { deadline: boundsEnd, seed: task.seed, ...events, onImprove: schedule });
  // Above the compact LP's size, the master's neighbourhood, whole too large for HiGHS, a part at a time.
  if (masterRounded && events && now() < boundsEnd)
    await aroundShared(highs, c, masterRounded, {
      deadline: boundsEnd,
      seed: task.seed,
      ...events,
      onImprove: schedule,
      parts: {
        parts: [...dayParts(c, NEIGHBOURHOOD_PART_DAYS), ...dayParts(c, NEIGHBOURHOOD_PART_DAYS, NEIGHBOURHOOD_PART_DAYS >> 1)],
        seconds: NEIGHBOURHOOD_PART_SECONDS,
      },
    });
  return bounds.ranMonolithic;
}
