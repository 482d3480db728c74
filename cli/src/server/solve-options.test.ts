import { loadConfig } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { solveOptionsOf } from './solve-options.ts';

describe('the solve options of a generation', () => {
  it('are the time limit alone by default: threads, rounds and seed are the solver’s own', () => {
    expect(solveOptionsOf(loadConfig({}))).toEqual({ timeLimitSeconds: 45 });
  });

  it('carry the configured round limit, seed and thread cap', () => {
    const config = loadConfig({ SOLVER_TIME_LIMIT_SECONDS: '20', SOLVER_MAX_ROUNDS: '30', SOLVER_SEED: '7', SOLVER_THREADS: '1' });
    expect(solveOptionsOf(config, 2)).toEqual({ timeLimitSeconds: 20, maxRounds: 30, seed: 7, threads: 1 });
  });

  it('never ask for more threads than there are cores', () => {
    expect(solveOptionsOf(loadConfig({ SOLVER_THREADS: '16' }), 2).threads).toBe(2);
  });
});
