import { describe, expect, it } from 'vitest';
import { DEFAULT_STRATEGY, strategyFor } from './portfolio.ts';

describe('the search strategies of a portfolio of threads', () => {
  it('gives the first search thread the default strategy', () => {
    expect(strategyFor(0)).toEqual(DEFAULT_STRATEGY);
  });

  it('gives each of 64 threads a strategy of its own', () => {
    const seen = new Set(Array.from({ length: 64 }, (_, k) => JSON.stringify(strategyFor(k))));
    expect(seen.size).toBe(64);
  });

  it('keeps every strategy within the ranges the operators take', () => {
    for (let k = 0; k < 64; k++) {
      const s = strategyFor(k);
      expect(s.heat).toBeGreaterThan(0);
      expect(s.rosterShare).toBeGreaterThanOrEqual(0);
      expect(s.rosterShare).toBeLessThanOrEqual(1);
      expect(s.bias.every((b) => b > 0)).toBe(true);
    }
  });
});
