import { describe, expect, it } from 'vitest';
import { defaultThreads } from './threads.ts';

describe('how many solver threads a solve runs', () => {
  it('uses every core by default', () => {
    expect(defaultThreads({}, 8)).toBe(8);
  });

  it('is capped by SOLVER_THREADS, never above the cores', () => {
    expect(defaultThreads({ SOLVER_THREADS: '1' }, 8)).toBe(1);
    expect(defaultThreads({ SOLVER_THREADS: '64' }, 8)).toBe(8);
  });

  it('ignores a SOLVER_THREADS that is not a positive integer', () => {
    expect(defaultThreads({ SOLVER_THREADS: '0' }, 4)).toBe(4);
    expect(defaultThreads({ SOLVER_THREADS: 'many' }, 4)).toBe(4);
  });
});
