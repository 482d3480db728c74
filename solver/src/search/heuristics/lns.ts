/**
 * One large-neighbourhood step: free a neighbourhood, solve it as a HiGHS MILP warm-started from
 * the current schedule, keep the result when it is no worse. The free-variable budget grows when
 * sub-problems are solved to optimality quickly and shrinks when they hit their limits.
 */
import type { Highs } from 'highs';
import type { Compiled } from '../compile/compiled.ts';
import { Evaluator } from './evaluator.ts';
import { runHighs } from '../compile/highs.ts';
import { better, type Incumbent } from './local-search.ts';
import { buildMilp } from '../compile/milp.ts';
import type { Neighbourhood } from './neighbourhoods.ts';
import { now } from '../orchestration/clock.ts';

/** The share of a sub-problem's limit within which solving it grows the next one's budget. */
const QUICK_SHARE = 0.3;

export interface LnsState {
  budget: number;
  minBudget: number;
  maxBudget: number;
}

export interface LnsLimits {
  deadline: number;
  /**
   * Seconds per sub-problem, a safety net beside the node limit. Omitted in a round-limited run: a
   * wall-clock limit would cut a sub-problem short on a busy machine only, so the node limit alone
   * bounds it there, and the run's result is the same under any load.
   */
  subTimeLimit?: number;
  maxNodes: number;
  seed: number;
}

/** Solves the neighbourhood (neighbourhoods.ts, picked at `state.budget`); returns the evaluator to continue from (a new one when the step changed the schedule). */
export function lnsStep(
  highs: Highs,
  c: Compiled,
  ev: Evaluator,
  best: Incumbent,
  hood: Neighbourhood,
  state: LnsState,
  limits: LnsLimits,
): Evaluator {
  if (hood.cells === 0) return ev;
  const milp = buildMilp(c, ev.sched, hood.free);
  const started = now(),
    left = (limits.deadline - started) / 1000;
  if (left <= 0.05) return ev;
  const timeLimit = limits.subTimeLimit === undefined ? undefined : Math.min(limits.subTimeLimit, left);
  const out = runHighs(
    highs,
    milp.data,
    { ...(timeLimit === undefined ? {} : { timeLimit }), maxNodes: limits.maxNodes, deadline: limits.deadline, seed: limits.seed },
    milp.start,
  );
  // Solved within a small share of its limit (its seconds, or its nodes where it has no time limit): a larger one next.
  const quick =
    timeLimit === undefined ? (out.nodes ?? Infinity) <= QUICK_SHARE * limits.maxNodes : (now() - started) / 1000 < QUICK_SHARE * timeLimit;
  if (out.status === 'optimal' && quick) state.budget = Math.min(state.maxBudget, state.budget * 1.15);
  else if (out.status !== 'optimal') state.budget = Math.max(state.minBudget, state.budget * 0.8);
  if (!out.values) return ev;
  const next = new Evaluator(c, milp.decode(out.values));
  if (better(ev, next)) return ev;
  if (better(next, best)) {
    best.sched.set(next.sched);
    best.hard = next.hard;
    best.soft = next.soft;
  }
  return next;
}
