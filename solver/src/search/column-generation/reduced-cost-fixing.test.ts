import { describe, expect, it } from 'vitest';
import { OFF } from '../../model/types.ts';
import { convergedMaster } from '../../testing/constructed-pool.ts';
import { validate } from '../../validate/validate.ts';
import { reducedCosts } from './reduced-cost-fixing.ts';
import { highsRuntime, runHighs } from '../compile/highs.ts';
import { buildMilp } from '../compile/milp.ts';
import { dualPrices } from '../roster-dp/dual-prices.ts';
import { narrowMilp } from '../exact/rens.ts';
import { initialSchedule } from '../heuristics/search.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';

// Deadlines and HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

describe('reduced-cost fixing on the converged master (Curtois & Qu instance 2, proven optimum 828)', () => {
  async function setting() {
    const bed = convergedMaster(2),
      { c, dp, prices, master } = bed;
    const duals = master.solve(Infinity)!;
    const fixing = (cover = duals.cover) => reducedCosts(c, dp, cover, (e) => dualPrices(c, e, cover, prices));
    const highs = await highsRuntime();
    // An optimal schedule from the whole compact MILP.
    const whole = buildMilp(c, initialSchedule(c), new Uint8Array(c.E * c.D).fill(1));
    const optimum = whole.decode(runHighs(highs, whole.data, { timeLimit: 60 }).values!);
    return { ...bed, duals, fixing: fixing()!, costs: fixing, highs, optimum };
  }

  it('settles cells and keeps every schedule of the objective wanted: the optimum lies inside its neighbourhood for 828', async () => {
    const { model, c, fixing, optimum } = await setting();
    expect(validate(model, optimum).objective.total).toBe(828);
    const hood = fixing.hood(828 - fixing.bound)!;
    expect(hood.cells).toBeGreaterThan(0);
    expect(hood.cells).toBeLessThan(c.E * c.D);
    for (let cell = 0; cell < c.E * c.D; cell++) {
      const v = optimum[cell]!;
      if (!hood.free[cell]) expect(v).toBe(hood.sched[cell]);
      else if (v !== OFF) expect(hood.allowed[cell * c.S + v]).toBe(1);
    }
  }, 60_000);

  it('keeps the optimum within its rows on the reduced costs: HiGHS finds 828 in the neighbourhood for 828 with them', async () => {
    const { model, c, fixing, highs } = await setting();
    const hood = fixing.hood(828 - fixing.bound)!;
    const milp = narrowMilp(c, hood);
    const out = runHighs(highs, milp.data, { timeLimit: 60 });
    expect(out.status).toBe('optimal');
    expect(validate(model, milp.decode(out.values!)).objective.total).toBe(828);
  }, 60_000);

  it('leaves below the optimum nothing, or a neighbourhood HiGHS proves empty', async () => {
    const { c, fixing, highs } = await setting();
    const hood = fixing.hood(827 - fixing.bound);
    if (hood) {
      const milp = narrowMilp(c, hood);
      const out = runHighs(highs, milp.data, { timeLimit: 60, cutoff: 827.5 });
      expect(['optimal', 'infeasible']).toContain(out.status);
      expect(out.values).toBeUndefined();
    }
  }, 60_000);

  it('bounds by the LP, holds more cells open for a wider gap, and refuses duals beyond the cover weights', async () => {
    const { c, duals, fixing, costs } = await setting();
    // The Lagrangian bound of converged duals is the LP's value, up to the master's perturbation.
    expect(fixing.bound).toBeLessThanOrEqual(828);
    expect(fixing.bound).toBeCloseTo(duals.objective, 1);
    const narrow = fixing.hood(828 - fixing.bound)!,
      wide = fixing.hood(2)!;
    expect(narrow.cells).toBeLessThan(wide.cells);
    for (let cell = 0; cell < c.E * c.D; cell++) if (wide.free[cell] === 0) expect(narrow.sched[cell]).toBe(wide.sched[cell]);
    const tooHigh = duals.cover.map((pi, i) => (c.hasCover[i] ? c.under[i]! + 1 : pi));
    expect(costs(tooHigh)).toBeUndefined();
  }, 60_000);
});
