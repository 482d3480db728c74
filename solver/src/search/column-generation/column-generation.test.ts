import { describe, expect, it } from 'vitest';
import { convergedColumns } from '../../testing/constructed-pool.ts';
import { firstDays } from '../../../bench/first-days.ts';
import { curtoisModel } from '../../testing/curtois.ts';
import { SMOOTHING, smoothingFor } from './column-generation.ts';
import { compile } from '../compile/compiled.ts';

describe('column generation', () => {
  it('reaches the same LP optimum in fewer rounds at smoothed duals, every pass bounding it from below', () => {
    const plain = convergedColumns(9, 0),
      smoothed = convergedColumns(9, SMOOTHING);
    expect(smoothed.rounds).toBeLessThan(plain.rounds);
    expect(smoothed.objective).toBeCloseTo(plain.objective, 1);
    for (const run of [plain, smoothed]) {
      expect(Math.max(...run.bounds)).toBeLessThanOrEqual(run.objective + 1e-3);
      // Converged, the LP's own duals bound at the LP's value.
      expect(run.bounds.at(-1)).toBeCloseTo(run.objective, 1);
    }
  });

  it('smooths over horizons longer than four weeks only', () => {
    expect(smoothingFor(compile(curtoisModel(7)))).toBe(0);
    expect(smoothingFor(compile(firstDays(curtoisModel(20), 28)))).toBe(0);
    expect(smoothingFor(compile(firstDays(curtoisModel(20), 42)))).toBe(SMOOTHING);
  });
});
