import { loadConfig } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { explainOptionsOf, solveOptionsOf } from './solve-options.ts';

describe('the solve options of a generation', () => {
  it('are the time limit and a 0.5 % gap tolerance by default: threads, rounds and seed are the solver’s own', () => {
    expect(solveOptionsOf(loadConfig({}))).toEqual({ timeLimitSeconds: 45, targetGap: 0.005 });
  });

  it('carry the configured gap tolerance, given in percent, as a fraction', () => {
    expect(solveOptionsOf(loadConfig({ SOLVER_GAP_TOLERANCE: '2' })).targetGap).toBe(0.02);
    expect(solveOptionsOf(loadConfig({ SOLVER_GAP_TOLERANCE: '0' })).targetGap).toBe(0);
  });

  it('carry the configured round limit, seed and thread cap', () => {
    const config = loadConfig({ SOLVER_TIME_LIMIT_SECONDS: '20', SOLVER_MAX_ROUNDS: '30', SOLVER_SEED: '7', SOLVER_THREADS: '1' });
    expect(solveOptionsOf(config, 2)).toEqual({ timeLimitSeconds: 20, targetGap: 0.005, maxRounds: 30, seed: 7, threads: 1 });
  });

  it('never ask for more threads than there are cores', () => {
    expect(solveOptionsOf(loadConfig({ SOLVER_THREADS: '16' }), 2).threads).toBe(2);
  });
});

describe('the explanations of a generated month', () => {
  it('run within the configured time, or count re-solves instead with a round limit', () => {
    expect(explainOptionsOf(loadConfig({ QUALITY_EXPLAIN_SECONDS: '4' }))).toEqual({ budgetSeconds: 4 });
    expect(explainOptionsOf(loadConfig({ QUALITY_EXPLAIN_SECONDS: '4', SOLVER_MAX_ROUNDS: '50' }))).toEqual({
      budgetSeconds: 4,
      counted: true,
    });
  });
});
