/**
 * What the bound thread runs for a model of a given size and shape (bound-thread.ts carries it out):
 * a pure choice, so the table in solver/README.md ("Which thread does what") is tested here rather
 * than read out of the thread's code. Where a step's own outcome decides the next (a group bound
 * that gave nothing, a monolithic MILP that did not run), bound-thread.ts and its steps say so beside the plan.
 */
import { MONOLITHIC_LIMIT } from '../bounds/bound.ts';
import { LONG_HORIZON } from '../bounds/windows.ts';

/**
 * Binaries above which the Lagrangian bound replaces the compact LP. Below it the LP finishes in a
 * generation's budget and can prove a month optimal; above it, it does not finish
 * (docs/solver-benchmarks.md#bounds-by-size).
 */
export const SUBGRADIENT_LIMIT = 10_000;

/** What the plan needs to know of a model (compiled.ts and the roster DP tell it). */
export interface ModelShape {
  /** Cells an employee may take a shift in (the monolithic MILP's binaries). */
  binaries: number;
  days: number;
  /** Independent groups of employees (wards): employees who share no shift type's cover. */
  groups: number;
  /** No together or apart groups: column generation over single rosters applies (price-and-branch.ts masterApplies). */
  columns: boolean;
  /** The roster DP keeps every rule of every employee exactly (lagrangian-bound.ts lagrangianApplies). */
  exactDp: boolean;
  /** The thread searches after its bounds (two threads or more). */
  secondSearch: boolean;
  /** A round limit: nothing that depends on time or on other threads. */
  reproducible: boolean;
  /** Some employee has count targets (admin-set and requested counts, fairness: product months). */
  countTargets: boolean;
}

export interface BoundPlan {
  /** Bound of a month in independent groups: the Lagrangian over the month, or each group's LP. */
  groups: 'ascent' | 'lps' | undefined;
  /** The relaxed roster's Lagrangian with its Dantzig–Wolfe master (where the groups gave no bound). */
  relaxedAscent: boolean;
  /** Between a month and the year: the relaxed roster's Lagrangian over the horizon (where the groups gave no bound). */
  midHorizon: boolean;
  /** Over the year: the Lagrangian over the horizon, else the windows' LPs. */
  year: boolean;
  /** Column generation's rosters recombined, and price and branch after the bounds. */
  priceAndBranch: boolean;
  /**
   * Before price and branch, the relaxed roster's ceiling (bound.ts ceilingBound): with count
   * targets, column generation's duals bound below 0 for the whole budget (a product month without
   * groups answered with a bound of 0, never sure), where the ceiling comes within seconds.
   */
  ceilingFirst: boolean;
  /** The monolithic MILP runs up to this many binaries (its LP relaxation at any size). */
  monolithicLimit: number;
  /**
   * Above this many binaries the LP's neighbourhood of the best shared schedule
   * (exact/lp-neighbourhood.ts) takes the monolithic MILP's place after the compact LP; Infinity
   * where it does not run.
   */
  lpNeighbourhoodFrom: number;
  /**
   * After the relaxed roster's ascent (relaxedAscent), the master's neighbourhood of the best shared
   * schedule in parts of NEIGHBOURHOOD_PART_DAYS (exact/lp-neighbourhood.ts dayParts), a search
   * between: whole, HiGHS does not finish its root there.
   */
  neighbourhoodInParts: boolean;
}

/** Below this many binaries the monolithic MILP (which can prove optimality) beats price and branch. */
export const SMALL_MONOLITHIC = 500;

/**
 * Product months with together or apart groups from this many binaries on (20 employees: 2,872)
 * get the LP's neighbourhood instead of the monolithic MILP: there HiGHS's MILP gives neither a
 * bound above the ceiling nor a schedule within a budget (20 employees: still at its root after
 * 330 s; 40: 1,029 against the ceiling's 1,096 in 45 s), where the master's neighbourhood of a
 * solve's 1,152 held 1,106, and 45 s solves end 12–19 lower with it
 * (docs/solver-benchmarks.md#the-lps-neighbourhood-in-the-bound-thread). Below it (10 and 15
 * employees) HiGHS's tree finds schedules the search does not.
 */
export const LP_NEIGHBOURHOOD_FROM = 2500;

/**
 * The days of a part of the master's neighbourhood on months above SUBGRADIENT_LIMIT: on the
 * 100-employee month the whole neighbourhood frees 1,722 of 3,100 cells and HiGHS does not finish
 * its root in 60 s; a week's part (120–420 cells) is proved in 0.1–3 s, two weeks' in 3–10 s, and
 * weeks, then weeks shifted half a week, took a 30 s schedule from 3,315 to 3,257 in 12 s
 * (docs/solver-benchmarks.md#the-lps-neighbourhood-in-the-bound-thread).
 */
export const NEIGHBOURHOOD_PART_DAYS = 7;
/** HiGHS's time for one part: a few times the slowest week's under load, so that one part never holds the thread. */
export const NEIGHBOURHOOD_PART_SECONDS = 10;

export function boundPlan(m: ModelShape): BoundPlan {
  const priceAndBranch = m.columns && !m.reproducible && m.secondSearch;
  const grouped = m.groups > 1;
  const withinMonths = m.days <= LONG_HORIZON;
  const relaxedAscent = !m.columns && withinMonths && m.binaries > SUBGRADIENT_LIMIT;
  return {
    groups: grouped ? (m.binaries > SUBGRADIENT_LIMIT ? 'ascent' : 'lps') : undefined,
    relaxedAscent,
    midHorizon: priceAndBranch && !m.exactDp && withinMonths && m.binaries > MONOLITHIC_LIMIT,
    year: !withinMonths,
    priceAndBranch,
    ceilingFirst: priceAndBranch && withinMonths && m.countTargets,
    monolithicLimit: m.columns && !m.reproducible ? SMALL_MONOLITHIC : MONOLITHIC_LIMIT,
    // Up to the size whose compact LP finishes (above it the Lagrangian bounds, relaxedAscent).
    lpNeighbourhoodFrom:
      !m.columns && !grouped && !m.reproducible && m.secondSearch && withinMonths && m.binaries <= SUBGRADIENT_LIMIT
        ? LP_NEIGHBOURHOOD_FROM
        : Infinity,
    neighbourhoodInParts: relaxedAscent && !grouped && !m.reproducible && m.secondSearch,
  };
}
