/**
 * How many solver threads a solve runs: every core the process may use (`os.availableParallelism`),
 * capped by `SOLVER_THREADS` (a positive integer; anything else is ignored).
 */
import { availableParallelism } from 'node:os';

export function defaultThreads(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const cap = Number(env.SOLVER_THREADS);
  return Math.max(1, Number.isInteger(cap) && cap > 0 ? Math.min(cap, cores) : cores);
}
