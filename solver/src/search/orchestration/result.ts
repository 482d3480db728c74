/** What a solve is asked for and what it answers. */
import type { Schedule } from '../../model/types.ts';
import type { ValidationReport } from '../../validate/validate.ts';

/** docs/product/states.md#schedule-generation: optimal and feasible are successes; only timeout is retryable. */
export type SolverStatus =
  'optimal' | 'feasible' | 'infeasible' | 'no_employees' | 'no_shift_types' | 'no_shift_requirements' | 'invalid_model' | 'timeout';

export interface Progress {
  /** Objective of the best valid schedule so far. */
  incumbent: number | null;
  /** Best proven lower bound. */
  bound: number | null;
  /** (incumbent − bound) / incumbent. */
  gap: number | null;
  elapsedSeconds: number;
}

export interface SolveOptions {
  /** Hard wall-clock budget (default 45 s, below the client's 75 s timeout). */
  timeLimitSeconds?: number;
  seed?: number;
  /**
   * Answer once the proven gap is at most this fraction (default SOLVER_GAP_TOLERANCE, 0.5 %; 0:
   * proven optimal). With worker threads only: a run in this thread goes to its deadline or round limit.
   */
  targetGap?: number;
  /**
   * False: no stall rule (stop-rule.ts); by default a run with worker threads answers once
   * nothing has improved for a while (not a round-limited one: its rounds end it). The Curtois
   * benchmark turns it off: its values are at a budget.
   */
  stall?: boolean;
  /**
   * Improvement rounds per search thread; with it, a run is reproducible for its seed: no stall rule,
   * and a serial thread's bounds run on a counted clock for a work budget set by the rounds (run-task.ts).
   */
  maxRounds?: number;
  /**
   * Worker threads (default: every available core, capped by SOLVER_THREADS): one bounds (then
   * searches), the others search with their own seeds and share incumbents. 0 runs bounds and
   * search one after the other in this thread (tests, embedded use).
   */
  threads?: number;
  /** Heap cap per worker thread in MiB (Node's resourceLimits); a thread that exceeds it fails alone. */
  threadMemoryMb?: number;
  onProgress?: (p: Progress) => void;
  /**
   * A schedule to start from (a repair: the draft as it may stay): the answer is never worse
   * than it, and the search threads continue from it.
   */
  start?: Schedule;
}

export interface SolveResult {
  status: SolverStatus;
  /** The best valid schedule (schedule[e * days + d] = shift-type index or -1), if any. */
  schedule: Schedule | null;
  objective: number | null;
  bound: number | null;
  gap: number | null;
  firstValidSeconds: number | null;
  seconds: number;
  /** The validator's report on the returned schedule (hard rules and objective breakdown). */
  validation: ValidationReport | null;
  /** Reasons of an invalid_model status, or why a timeout came without any schedule (a failed thread). */
  problems: string[];
}
