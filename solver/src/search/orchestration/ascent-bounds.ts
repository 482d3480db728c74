/**
 * The bound thread's first bounds: a month in employee groups by the Lagrangian's ascent or the
 * groups' LPs; otherwise, where the plan says so, the relaxed roster's ascent with its master, whose
 * multipliers go to the search threads' primals.
 */
import { MasterAscent } from '../bounds/roster-master.ts';
import { groupBound } from '../bounds/group-bound.ts';
import { subgradientBound } from '../bounds/subgradient-bound.ts';
import { now } from './clock.ts';
import type { BoundRun } from './bound-run.ts';
import type { SecondSearch } from './second-search.ts';

/**
 * Share of the bound thread's time that the bound of a month in employee groups may take: the
 * Lagrangian's ascent, or on smaller months the groups' LPs, which stop once solved. Most of the
 * thread: the search after them adds nothing where the search thread goes ward by ward, and half
 * the thread left the wards months' bound lower (docs/solver-benchmarks.md, "What is left").
 */
const GROUP_BOUND_SHARE = 0.9;
/**
 * Share of the bound thread's time for the Lagrangian bound (subgradient-bound.ts) of a month the
 * master does not take and whose compact LP is too large; the rest goes to the second search. The
 * 500-employee month's bound levels off before this share and its schedules end lower than at
 * half; a quarter left the 2,000- and 5,000-employee months' rising ascents short
 * (docs/solver-benchmarks.md#the-lagrangian-bound).
 */
export const SUBGRADIENT_SHARE = 0.4;
/**
 * Share of the ascent's time after which its best multipliers go to the search threads, at its
 * next better bound (at its end at the latest), never its first pass's (all 0): early ones build
 * primals no worse than the last ones', and the search from them gets the time
 * (docs/solver-benchmarks.md#the-lagrangian-bound).
 */
const HAND_OVER_AT = 0.1;
/**
 * The ascent's Dantzig–Wolfe master (roster-master.ts): the passes' rosters join its pool from
 * MASTER_FROM of the ascent's time on (the first passes, far from the optimum, only swell it), the
 * first MASTER_WARMUP of them seed it, and from then on the master is solved after every pass and
 * the ascent goes on from its duals, to the relaxation's ceiling, where it stops and leaves the
 * rest of its share to the second search. Only where the ascent's share gives each pseudo-employee
 * MASTER_MS_PER_UNIT: the first solve (interior point) grows with the pool and the ascent waits
 * for it, so a share too short for it leaves the bound lower than the ascent alone
 * (docs/solver-benchmarks.md#the-lagrangian-bound).
 */
const MASTER_FROM = 0.125,
  MASTER_WARMUP = 30,
  MASTER_MS_PER_UNIT = 25;

/** The bound of a month in employee groups, where it has groups (undefined otherwise). */
export function groupBounds({ ctx: { c }, highs, boundsEnd, inGroups, plan, bound }: BoundRun): number | undefined {
  const groupEnd = now() + GROUP_BOUND_SHARE * (boundsEnd - now());
  // Employees in groups (a large organization's wards): the Lagrangian over the whole month,
  // which bounds above the groups' LPs and sooner (2,000 wards: 64,997 at 17 s where the LPs
  // give 64,876 at 20–30 s; 10,000: 232,221 in 45 s, their LPs unfinished at 43,480); the LPs
  // where it does not apply or the month is small enough for them to finish.
  const byAscent = plan.groups === 'ascent' ? subgradientBound(c, groupEnd, bound, Infinity, undefined, boundsEnd) : undefined;
  const byLps = byAscent === undefined ? groupBound(highs, c, groupEnd, inGroups) : undefined;
  if (byLps !== undefined) bound(byLps);
  return byAscent ?? byLps;
}

export interface RelaxedAscent {
  byRelaxation: number | undefined;
  /** The master's last solution rounded, for its neighbourhood in parts after the bounds. */
  masterRounded: Int16Array | undefined;
}

/** The relaxed roster's ascent with its master, handing its multipliers over to the search threads. */
export function relaxedAscent(run: BoundRun, byGroup: number | undefined, second: SecondSearch): RelaxedAscent {
  const {
    ctx: { c, post, primals },
    highs,
    boundsEnd,
    plan,
  } = run;
  const ascentStart = now(),
    ascentEnd = ascentStart + SUBGRADIENT_SHARE * (boundsEnd - ascentStart),
    handOverAt = ascentStart + HAND_OVER_AT * (ascentEnd - ascentStart);
  let handedOver = false;
  const handOver = (): void => {
    handedOver = true;
    post({ type: 'multipliers', ...second.fromMultipliers! });
  };
  const relaxed = plan.relaxedAscent && byGroup === undefined;
  const master =
    relaxed && c.units.length * MASTER_MS_PER_UNIT <= ascentEnd - ascentStart
      ? new MasterAscent(highs, {
          every: 0,
          warmup: MASTER_WARMUP,
          collectFrom: ascentStart + MASTER_FROM * (ascentEnd - ascentStart),
          until: ascentEnd,
        })
      : undefined;
  const byRelaxation = relaxed
    ? subgradientBound(
        c,
        ascentEnd,
        (value, passes, pi, mu) => {
          run.bound(value);
          if (!primals) return;
          second.fromMultipliers = { pi: pi.slice(), mu: mu.map((m) => m.slice()) };
          if (!handedOver && passes > 1 && now() >= handOverAt) handOver();
        },
        Infinity,
        master,
        // A month whose warm start outlasts the ascent's share (10,000 employees) still gets its
        // first real bound, and the ascent its share of the time left after it.
        boundsEnd,
      )
    : undefined;
  // The master's last solution rounded, for its neighbourhood in parts after the bounds.
  const masterRounded = plan.neighbourhoodInParts ? master?.rounded() : undefined;
  master?.dispose();
  if (second.fromMultipliers && !handedOver) handOver();
  return { byRelaxation, masterRounded };
}
