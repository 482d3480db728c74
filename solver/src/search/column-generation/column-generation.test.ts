import { describe, expect, it } from 'vitest';
import { constructedPool } from '../../testing/constructed-pool.ts';
import { firstDays } from '../../../bench/first-days.ts';
import { curtoisModel } from '../../testing/curtois.ts';
import { ColumnGeneration, SMOOTHING, smoothingFor } from './column-generation.ts';
import { compile } from '../compile/compiled.ts';
import { lagrangianApplies } from '../bounds/lagrangian-bound.ts';
import { MasterLp } from './master-lp.ts';

/** Column generation on Curtois & Qu instance n from two constructed schedules until it converges, with the centre's weight `alpha`. */
function converge(n: number, alpha: number) {
  const { c, dp, prices, schedules, pool } = constructedPool(n);
  const master = new MasterLp(pool, schedules[0]!.sched),
    bounds: number[] = [];
  const columns = new ColumnGeneration(
    { c, dp, pool, master, ev: schedules[0]!, prices, employees: [...Array(c.E).keys()], bounded: lagrangianApplies(c, dp) },
    (value) => bounds.push(value),
    alpha,
  );
  for (let rounds = 1; ; rounds++) {
    const done = columns.round(Infinity)!;
    if (done.converged) return { rounds, objective: done.lp.objective, bounds };
  }
}

describe('column generation', () => {
  it('reaches the same LP optimum in fewer rounds at smoothed duals, every pass bounding it from below', () => {
    const plain = converge(9, 0),
      smoothed = converge(9, SMOOTHING);
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
