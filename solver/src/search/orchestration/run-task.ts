/**
 * What one thread does for a solve: a search, or bounds first and then — when the monolithic MILP
 * is not worth running — price and branch (models coupled by cover alone) or a second search with
 * another seed. Runs inside a worker or in-thread; shared schedules come through the inbox.
 */
import { ceilingBound, computeBounds, roundUp } from '../bounds/bound.ts';
import { boundPlan, NEIGHBOURHOOD_PART_DAYS, NEIGHBOURHOOD_PART_SECONDS } from './plan.ts';
import { aroundShared, dayParts } from '../exact/lp-neighbourhood.ts';
import { compile } from '../compile/compiled.ts';
import { Evaluator } from '../heuristics/evaluator.ts';
import { highsRuntime } from '../compile/highs.ts';
import { lagrangianApplies } from '../bounds/lagrangian-bound.ts';
import { Inbox } from './inbox.ts';
import { lagrangianStart, type Multipliers } from '../heuristics/lagrangian-primal.ts';
import { better } from '../heuristics/local-search.ts';
import { masterApplies, priceAndBranch } from '../exact/price-and-branch.ts';
import type { WorkerMessage, WorkerTask } from './protocol.ts';
import type { RensNeighbourhood } from '../exact/rens.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';
import { MasterAscent } from '../bounds/roster-master.ts';
import { search } from '../heuristics/search.ts';
import { employeeGroups, groupBound } from '../bounds/group-bound.ts';
import { searchByGroups, searchGroups } from '../heuristics/group-search.ts';
import { windowBound } from '../bounds/window-bound.ts';
import { horizonBound, HORIZON_BOUND_SHARE } from '../bounds/horizon-bound.ts';
import { strategyFor } from './portfolio.ts';
import { subgradientBound } from '../bounds/subgradient-bound.ts';
import { LONG_HORIZON } from '../bounds/windows.ts';
import { countedClock, isCounted, now, useCountedClock } from './clock.ts';

const SEARCH_SHARE_IN_SERIAL = 0.1;
const BOUND_SHARE_IN_SERIAL = 0.25;
/**
 * A round-limited run's bounds, in counted milliseconds (clock.ts) per round of its search, at most
 * ROUND_LIMITED_BOUND_MS: the round limit sets how much a reproducible run does, not the time left
 * when its thread starts (which the machine's load decides). 50 rounds (the test servers') give
 * the 41-employee demo month's LP relaxation the work that bounds it at its optimum, 572 (about
 * 2.5 s on a loaded machine); 1.25 and 5 counted seconds leave it at 0.
 */
const BOUND_MS_PER_ROUND = 250,
  ROUND_LIMITED_BOUND_MS = 12_500;
/**
 * Share of the bound thread's time that the bound of a month in employee groups may take: the
 * Lagrangian's ascent, or on smaller months the groups' LPs, which stop once solved. Most of the
 * thread: the search after them adds nothing where the search thread goes ward by ward, and half
 * the thread left the wards months' bound lower (docs/solver-benchmarks.md, "What is left").
 */
const GROUP_BOUND_SHARE = 0.9;
/** Share of the bound thread's time that the bound by time windows may take. */
const WINDOW_BOUND_SHARE = 0.25;
/**
 * Share of the bound thread's time for the Lagrangian bound (subgradient-bound.ts) of a month the
 * master does not take and whose compact LP is too large; the rest goes to the second search. The
 * 500-employee month's bound levels off before this share and its schedules end lower than at
 * half; a quarter left the 2,000- and 5,000-employee months' rising ascents short
 * (docs/solver-benchmarks.md#the-lagrangian-bound).
 */
const SUBGRADIENT_SHARE = 0.4;
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
/** A round-limited run's bound budget in counted milliseconds: its rounds decide it, not the machine. */
function roundLimitedBoundMs(maxRounds: number): number {
  return Math.min(BOUND_MS_PER_ROUND * maxRounds, ROUND_LIMITED_BOUND_MS);
}
/** The search thread's primal draws its noise and order from its seed plus this. */
export const PRIMAL_SEED = 1000;
/**
 * Most of the bound thread's time for the relaxed roster's Lagrangian between a month and the
 * year; it returns once every start is flat, and the second search has the rest. On the first
 * days of Curtois 21–24 it levels off within a quarter, but many shift types and a large staff
 * climb for longer: the generated 28 × 120 × 18 month stood at 2,280 after a quarter of the
 * thread under load, and reaches 6,687 in 35 s alone (docs/solver-benchmarks.md#generated-suite-unseen-members-of-the-curtois-family).
 */
const MID_HORIZON_BOUND_SHARE = 0.6;

/**
 * One thread: a first search (a schedule at once, where bounds take long: PDLP on a large month),
 * bounds (they may prove infeasibility or optimality), then the search again from the first one's
 * best. Reproducible runs skip the first search (its end is a time), and from a given start the
 * bounds too.
 */
async function runSerial(task: WorkerTask, post: (m: WorkerMessage) => void, inbox?: Inbox): Promise<void> {
  const own = inbox ?? new Inbox();
  const forward = (m: WorkerMessage): void => {
    if (m.type !== 'done') post(m);
  };
  if (task.maxRounds === undefined) {
    let lastIncumbent: Int16Array | undefined;
    await runTask({ ...task, role: 'search', deadline: now() + SEARCH_SHARE_IN_SERIAL * (task.deadline - now()) }, (m) => {
      if (m.type === 'incumbent') lastIncumbent = m.sched;
      forward(m);
    });
    if (lastIncumbent) own.push(lastIncumbent);
  }
  // A reproducible run from a given start (a repair's draft) needs no bound: its search stops at
  // its round limit, not at a target, and the bounds' quarter of the limit came before its round
  // (the 200-employee repair: 20 s against 3.7 s, docs/benchmarks.md).
  if (task.maxRounds !== undefined && task.start !== undefined) {
    await runTask({ ...task, role: 'search' }, post, own);
    return;
  }
  let bestBound = -Infinity,
    provedInfeasible = false;
  // A round-limited run bounds on a counted clock (clock.ts), unless it is on one already (a test's):
  // its bound, the search's target, is the same on a busy or a quiet machine. One such run at a
  // time in a thread: two would share the count.
  const restore = task.maxRounds !== undefined && !isCounted() ? useCountedClock(countedClock(1, now())) : undefined;
  try {
    const boundMs = task.maxRounds === undefined ? BOUND_SHARE_IN_SERIAL * (task.deadline - now()) : roundLimitedBoundMs(task.maxRounds);
    const boundDeadline = now() + boundMs;
    await runTask(
      { ...task, role: 'bound', deadline: boundDeadline, secondSearch: false },
      (m) => {
        if (m.type === 'bound') bestBound = Math.max(bestBound, m.value);
        if (m.type === 'infeasible') provedInfeasible = true;
        forward(m);
      },
      own,
    );
  } finally {
    restore?.();
  }
  if (!provedInfeasible) await runTask({ ...task, role: 'search', target: bestBound }, post, own);
  else post({ type: 'done' });
}

export async function runTask(task: WorkerTask, post: (m: WorkerMessage) => void, inbox?: Inbox): Promise<void> {
  if (task.role === 'serial') {
    await runSerial(task, post, inbox);
    return;
  }
  const c = compile(task.model);
  // Reproducible runs (a round limit) take schedules from the searches only, and share none.
  const reproducible = task.maxRounds !== undefined;
  const pull = inbox && !reproducible ? () => inbox.drain() : undefined;
  // Primals from the Lagrangian's multipliers, except in reproducible runs and in runs from a given
  // start (a repair's draft): a primal leaves the start, and the 100-employee repair, its start
  // still being made valid when the multipliers came, timed out in its 3 s with no schedule.
  const primals = !reproducible && task.start === undefined;
  // What the other threads have found, read while HiGHS runs (not in reproducible runs).
  const shared = task.best;
  const elsewhere = pull && shared ? { bestElsewhere: () => shared[0]! } : {};
  const handed = task.handed;
  const newer = pull && handed ? { newerNeighbourhood: () => inbox!.newerRelayed(handed) } : {};
  const onImprove = (b: { sched: Int16Array; hard: number; soft: number }): void =>
    post({ type: 'incumbent', sched: b.sched.slice(), hard: b.hard, soft: b.soft });
  // The search thread of a month that falls into groups (the wards) searches group by group.
  const groups = task.role === 'search' ? searchGroups(c) : undefined;
  const searcher: typeof search = groups ? (month, o) => searchByGroups(month, groups, o) : search;
  interface SearchWith {
    strategy?: number;
    start?: Int16Array;
    warm?: boolean;
    /** The start is a primal from the multipliers (SearchOptions.primal). */
    primal?: boolean;
    /** It takes the schedules other threads share from this time on (clock.ts); those that come before wait. */
    sharedFrom?: number;
    interrupt?: () => boolean;
    /** Told each schedule the other threads share with it. */
    onShared?: (sched: Int16Array) => void;
  }
  const searchWith = (seed: number, w: SearchWith = {}): ReturnType<typeof search> => {
    const start = w.start ?? task.start;
    return searcher(c, {
      seed,
      strategy: strategyFor(w.strategy ?? task.strategy ?? 0),
      deadline: task.deadline,
      ...(task.maxRounds === undefined ? {} : { maxRounds: task.maxRounds }),
      ...(task.target === undefined || task.target === -Infinity ? {} : { target: task.target }),
      ...(start ? { start } : {}),
      ...(w.warm ? { warm: true } : {}),
      ...(w.primal ? { primal: true } : {}),
      ...(w.interrupt ? { interrupt: w.interrupt } : {}),
      onImprove,
      ...(pull
        ? {
            pull: async () => {
              const scheds = await inbox!.drain(w.sharedFrom);
              if (w.onShared) scheds.forEach(w.onShared);
              return scheds;
            },
            neighbourhood: () => inbox!.takeNeighbourhood(),
            ...elsewhere,
            ...newer,
          }
        : {}),
    });
  };
  /**
   * The bound thread's search, with the next seed and strategy, from the best schedule the other
   * threads have shared (the last one: each beat those before it) where there is one: building its
   * own first schedule leaves it far behind. After the Lagrangian bound, from a primal built from
   * its last multipliers where that beats the shared one: it does where the search is slow (the
   * 10,000-employee month), not where the search thread is well ahead (the 500-employee month).
   */
  const secondSearch = async (): Promise<unknown> => {
    const strategy = (task.strategy ?? 0) + 1;
    const pulled = pull ? (await pull()).at(-1) : undefined;
    // The LP's neighbourhood (computeBounds) drained the inbox before: its best schedule, shared or its own.
    const shared = pulled && (!bestSeen || better(new Evaluator(c, pulled), bestSeen)) ? pulled : bestSeen?.sched;
    const primal = fromMultipliers ? lagrangianStart(c, fromMultipliers, task.seed + 1) : undefined;
    if (primal && (!shared || better(new Evaluator(c, primal), new Evaluator(c, shared))))
      return searchWith(task.seed + 1, { strategy, start: primal, warm: true, primal: true });
    return shared ? searchWith(task.seed + 1, { strategy, start: shared, warm: true }) : searchWith(task.seed + 1, { strategy });
  };
  /** The best schedule the bound thread's LP neighbourhood has seen (shared or its own), for the second search. */
  let bestSeen: Evaluator | undefined;
  const seen = (sched: Int16Array): void => {
    const ev = new Evaluator(c, sched);
    if (!bestSeen || better(ev, bestSeen)) bestSeen = ev;
  };
  // The Lagrangian bound's best multipliers, where it ran, for the primals (lagrangian-primal.ts):
  // the search threads' and the second search's; not in reproducible runs and runs from a given start.
  let fromMultipliers: Multipliers | undefined;
  if (task.role === 'search') {
    // Where the bound thread's ascent hands over its multipliers, this thread builds its own primal
    // (its own price noise and order) and searches from it. A primal lies far above a search's best
    // of the same time (500, at 24 s: 22,800 against 14,800) but in a better basin, which adopting
    // shared schedules at once would leave: it takes them from the end of the bound's share on,
    // when the bound thread's second search joins this one, from its best or a better primal
    // (and other search threads' primals have had their time).
    const primal = inbox && primals ? inbox : undefined;
    const sharedFrom = now() + SUBGRADIENT_SHARE * (task.deadline - now());
    await searchWith(task.seed, primal ? { interrupt: () => primal.hasMultipliers() } : {});
    const m = primal?.takeMultipliers();
    if (m && now() < task.deadline) {
      const start = lagrangianStart(c, m, task.seed + PRIMAL_SEED);
      await searchWith(task.seed, { strategy: task.strategy ?? 0, start, warm: true, primal: true, sharedFrom });
    }
  } else {
    // A round-limited bound thread (one of several threads) bounds on a counted clock, for the work
    // its rounds allow, as a single thread does (runSerial): its bound is the same under any load.
    // Its second search then runs on the wall clock, bounded by its round limit.
    const restoreClock = reproducible && !isCounted() ? useCountedClock(countedClock(1, now())) : undefined;
    const boundsEnd = restoreClock ? now() + roundLimitedBoundMs(task.maxRounds!) : task.deadline;
    try {
      const highs = await highsRuntime();
      const columns = masterApplies(c);
      // Where the roster DP is exact, column generation bounds at least as well as the monolithic
      // LP (and proves infeasibility when an employee has no roster): its time goes to the search.
      const dp = columns && !reproducible && task.secondSearch ? new RosterDp(c) : undefined;
      const exact = dp !== undefined && lagrangianApplies(c, dp);
      const infeasible = (): void => post({ type: 'infeasible' });
      const binaries = c.allowed.reduce((n, x) => n + x, 0);
      const inGroups = employeeGroups(c);
      const plan = boundPlan({
        binaries,
        days: c.D,
        groups: inGroups.length,
        columns,
        exactDp: exact,
        secondSearch: task.secondSearch,
        reproducible,
        countTargets: c.emp.some((em) => em.targets.length > 0),
      });
      const groupEnd = now() + GROUP_BOUND_SHARE * (boundsEnd - now());
      // Employees in groups (a large organization's wards): the Lagrangian over the whole month,
      // which bounds above the groups' LPs and sooner (2,000 wards: 64,997 at 17 s where the LPs
      // give 64,876 at 20–30 s; 10,000: 232,221 in 45 s, their LPs unfinished at 43,480); the LPs
      // where it does not apply or the month is small enough for them to finish.
      const byAscent =
        plan.groups === 'ascent'
          ? subgradientBound(c, groupEnd, (value) => post({ type: 'bound', value: roundUp(c, value) }), Infinity, undefined, boundsEnd)
          : undefined;
      const byLps = byAscent === undefined ? groupBound(highs, c, groupEnd, inGroups) : undefined;
      if (byLps !== undefined) post({ type: 'bound', value: roundUp(c, byLps) });
      const byGroup = byAscent ?? byLps;
      const ascentStart = now(),
        ascentEnd = ascentStart + SUBGRADIENT_SHARE * (boundsEnd - ascentStart),
        handOverAt = ascentStart + HAND_OVER_AT * (ascentEnd - ascentStart);
      let handedOver = false;
      const handOver = (): void => {
        handedOver = true;
        post({ type: 'multipliers', ...fromMultipliers! });
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
              post({ type: 'bound', value: roundUp(c, value) });
              if (!primals) return;
              fromMultipliers = { pi: pi.slice(), mu: mu.map((m) => m.slice()) };
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
      if (fromMultipliers && !handedOver) handOver();
      const byHorizon = (share: number, untilFlat = false): number | undefined =>
        horizonBound(
          c,
          now() + share * (boundsEnd - now()),
          (value) => post({ type: 'bound', value: roundUp(c, value) }),
          Infinity,
          undefined,
          undefined,
          untilFlat,
        );
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
          if (value !== undefined) post({ type: 'bound', value: roundUp(c, value) });
        }
      }
      // The LP's neighbourhood's schedules, and the other threads' it is built around, with the
      // second search between neighbourhoods (exact/lp-neighbourhood.ts aroundShared).
      const neighbourhood = plan.lpNeighbourhoodFrom < Infinity || masterRounded !== undefined;
      const aroundSharedEvents = pull
        ? {
            pull: async () => {
              const scheds = await pull();
              scheds.forEach(seen);
              return scheds;
            },
            // Between the LP's neighbourhoods, the second search, until a better schedule than its start is known.
            meanwhile: async (from: Int16Array, stop: () => boolean) => {
              const strategy = (task.strategy ?? 0) + 1;
              seen((await searchWith(task.seed + 1, { strategy, start: from, warm: true, interrupt: stop, onShared: seen })).sched);
              return bestSeen?.sched;
            },
            ...(shared ? { bestElsewhere: () => shared[0]! } : {}),
            working: (on: boolean) => post({ type: 'working', on }),
          }
        : undefined;
      const schedule = (sched: Int16Array): void => {
        if (reproducible) return;
        if (neighbourhood) seen(sched);
        post({ type: 'incumbent', sched, hard: -1, soft: -1 });
      };
      // Long horizons: PDLP on the whole LP does not converge (Curtois 20: not in 100 s) and would
      // hold the thread to the end; the windows bound them, and the thread searches.
      const ranMonolithic =
        !midHorizon &&
        (await computeBounds(
          highs,
          c,
          boundsEnd,
          {
            bound: (value) => post({ type: 'bound', value }),
            schedule,
            infeasible,
            ...(aroundSharedEvents && plan.lpNeighbourhoodFrom < Infinity ? { shared: aroundSharedEvents } : {}),
          },
          task.seed,
          plan.monolithicLimit,
          !exact && byGroup === undefined && byRelaxation === undefined && c.D <= LONG_HORIZON,
          plan.lpNeighbourhoodFrom,
        ));
      // Above the compact LP's size, the master's neighbourhood, whole too large for HiGHS, a part at a time.
      if (masterRounded && aroundSharedEvents && now() < boundsEnd)
        await aroundShared(highs, c, masterRounded, {
          deadline: boundsEnd,
          seed: task.seed,
          ...aroundSharedEvents,
          onImprove: schedule,
          parts: {
            parts: [...dayParts(c, NEIGHBOURHOOD_PART_DAYS), ...dayParts(c, NEIGHBOURHOOD_PART_DAYS, NEIGHBOURHOOD_PART_DAYS >> 1)],
            seconds: NEIGHBOURHOOD_PART_SECONDS,
          },
        });
      restoreClock?.();
      if (!ranMonolithic && task.secondSearch) {
        if (dp && plan.priceAndBranch && !midHorizon) {
          if (plan.ceilingFirst) ceilingBound(highs, c, boundsEnd, (value) => post({ type: 'bound', value: roundUp(c, value) }));
          await priceAndBranch(highs, c, dp, {
            deadline: task.deadline,
            seed: task.seed + 1,
            onImprove,
            pull: pull ?? (() => Promise.resolve([])),
            onBound: (value) => post({ type: 'bound', value: roundUp(c, value) }),
            onInfeasible: infeasible,
            ...(pull ? { onNeighbourhood: (hood: RensNeighbourhood) => post({ type: 'neighbourhood', ...hood }), ...elsewhere } : {}),
          });
        } else await secondSearch();
      }
    } catch (err) {
      restoreClock?.();
      // HiGHS aborting (memory) ends this thread's bounds, not its time: a fresh runtime searches on.
      post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
      if (task.secondSearch) await secondSearch();
    }
  }
  post({ type: 'done' });
}
