import { availableParallelism } from 'node:os';
import type { Config } from '@rostra/platform';
import type { ExplainOptions, SolveOptions } from '@rostra/solver';

/**
 * What each generation is solved with, from the configuration: the time limit and the gap tolerance
 * (a fraction; the setting is in percent) always; the thread cap (never above the cores, as the
 * solver's own default), round limit and seed when set. A round limit with a seed makes a generation
 * independent of the machine's load, as the test servers need.
 */
export function solveOptionsOf(config: Config, cores = availableParallelism()): SolveOptions {
  return {
    timeLimitSeconds: config.SOLVER_TIME_LIMIT_SECONDS,
    targetGap: config.SOLVER_GAP_TOLERANCE / 100,
    ...(config.SOLVER_THREADS === undefined ? {} : { threads: Math.min(config.SOLVER_THREADS, cores) }),
    ...(config.SOLVER_MAX_ROUNDS === undefined ? {} : { maxRounds: config.SOLVER_MAX_ROUNDS }),
    ...(config.SOLVER_SEED === undefined ? {} : { seed: config.SOLVER_SEED }),
  };
}

/**
 * The quality report's explanations: within QUALITY_EXPLAIN_SECONDS; with a round limit that budget
 * counts re-solves instead of time, so a round-limited service explains the same on any machine.
 */
export function explainOptionsOf(config: Config): ExplainOptions {
  return { budgetSeconds: config.QUALITY_EXPLAIN_SECONDS, ...(config.SOLVER_MAX_ROUNDS === undefined ? {} : { counted: true }) };
}
