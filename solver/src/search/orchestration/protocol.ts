/** Messages between the solve orchestrator and its worker threads. */
import type { RosterModel } from '../../model/types.ts';
import type { Multipliers } from '../heuristics/lagrangian-primal.ts';
import type { RensNeighbourhood } from '../exact/rens.ts';

/** `serial`: bounds for a share of the budget, then a search (a solve on one thread). */
export type WorkerRole = 'search' | 'bound' | 'serial';

export interface WorkerTask {
  model: RosterModel;
  role: WorkerRole;
  seed: number;
  deadline: number;
  maxRounds?: number;
  /** The bound role continues as a second search when the monolithic MILP is not run. */
  secondSearch: boolean;
  /** The search strategy's index in the portfolio (portfolio.ts); a bound thread's second search takes the next. */
  strategy?: number;
  /** A search stops once it reaches this objective (a proven bound). */
  target?: number;
  /** The schedule searches begin from instead of building their first (SolveOptions.start). */
  start?: Int16Array;
  /**
   * One number in shared memory: the best valid objective any thread has reported (Infinity
   * before), written by the orchestrator as it changes. A thread's HiGHS run reads it as it runs,
   * where no message can reach it (rens.ts, price-and-branch.ts).
   */
  best?: Float64Array;
  /**
   * One count in memory shared with the orchestrator: the neighbourhoods it has relayed to this
   * thread, counted before each is posted. A search's HiGHS run reads it as it runs: a count above
   * those the thread's inbox has received means a newer neighbourhood is on its way.
   */
  handed?: Int32Array;
}

/** From the orchestrator: a better schedule found by the other thread. */
export interface ShareMessage {
  type: 'share';
  sched: Int16Array;
}

/** A RENS neighbourhood (rens.ts) posted by price and branch, for the other thread to solve too. */
export type NeighbourhoodMessage = { type: 'neighbourhood' } & RensNeighbourhood;

/**
 * The Lagrangian bound's best multipliers (lagrangian-primal.ts), posted by the bound thread once
 * its ascent ends, for the search threads to build their own primal and search from it.
 */
export type MultipliersMessage = { type: 'multipliers' } & Multipliers;

/** What the parent relays to a worker: another thread's schedule, neighbourhood or multipliers. */
export type ToWorkerMessage = ShareMessage | NeighbourhoodMessage | MultipliersMessage;

export type WorkerMessage =
  | { type: 'incumbent'; sched: Int16Array; hard: number; soft: number }
  | { type: 'bound'; value: number }
  | { type: 'infeasible' }
  /** A step that may still improve the answer begins (`on`) or ends: the stall rule waits for it (stop-rule.ts). */
  | { type: 'working'; on: boolean }
  | NeighbourhoodMessage
  | MultipliersMessage
  | { type: 'done' }
  | { type: 'error'; message: string };
