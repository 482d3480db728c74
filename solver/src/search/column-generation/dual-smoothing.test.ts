import { describe, expect, it } from 'vitest';
import { DualSmoothing } from './dual-smoothing.ts';

const lp = Float64Array.of(10, 0, -2);

describe('dual smoothing', () => {
  it('prices at the LP duals until a pass has bounded', () => {
    const smoothing = new DualSmoothing(0.5);
    expect(smoothing.duals(lp, 0)).toBe(lp);
  });

  it("blends the best-bounding duals so far with the LP's, by alpha", () => {
    const smoothing = new DualSmoothing(0.5);
    smoothing.record(Float64Array.of(0, 4, 2), 100);
    expect([...smoothing.duals(lp, 0)]).toEqual([5, 2, 0]);
  });

  it("moves closer to the LP's duals after each mispricing and reaches them", () => {
    const smoothing = new DualSmoothing(0.8);
    smoothing.record(Float64Array.of(0, 0, 0), 1);
    const weights = [0, 1, 2, 3, 4].map((misses) => smoothing.weight(misses));
    expect(weights.map((w) => Math.round(w * 10) / 10)).toEqual([0.8, 0.6, 0.4, 0.2, 0]);
    expect(smoothing.duals(lp, 4)).toBe(lp);
  });

  it('keeps its centre where later duals bound less', () => {
    const smoothing = new DualSmoothing(0.5);
    smoothing.record(Float64Array.of(0, 4, 2), 100);
    smoothing.record(Float64Array.of(8, 8, 8), 99);
    expect([...smoothing.duals(lp, 0)]).toEqual([5, 2, 0]);
    smoothing.record(Float64Array.of(8, 8, 8), 101);
    expect([...smoothing.duals(lp, 0)]).toEqual([9, 4, 3]);
  });

  it('never blends where alpha is 0', () => {
    const smoothing = new DualSmoothing(0);
    smoothing.record(Float64Array.of(0, 4, 2), 100);
    expect(smoothing.duals(lp, 0)).toBe(lp);
  });
});
