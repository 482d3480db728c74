import type { SolveOptions } from '../search/orchestration/result.ts';

/**
 * A test's solve in its own thread, ended by a round limit with a fixed seed: the same answer on a
 * busy or a quiet machine (the round-limited bounds count their work, run-task.ts). The budget only
 * stops a run gone wrong, far above what the rounds take.
 */
export const reproducible = { threads: 0, maxRounds: 20, seed: 1, timeLimitSeconds: 60 } as const satisfies SolveOptions;
