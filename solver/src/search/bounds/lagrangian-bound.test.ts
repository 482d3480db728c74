import { describe, expect, it } from 'vitest';
import { constructedPool } from '../../testing/constructed-pool.ts';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { compile } from '../compile/compiled.ts';
import { coverTerm, lagrangianApplies } from './lagrangian-bound.ts';
import { MasterLp } from '../column-generation/master-lp.ts';
import { dualPrices } from '../roster-dp/dual-prices.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';

describe('Lagrangian bound from the master duals', () => {
  it('stays below the proven optimum in every column-generation round and meets the master LP at convergence', () => {
    // Curtois & Qu instance 5: optimum 1143, proven by exact solvers.
    const { c, dp, prices, schedules, pool } = constructedPool(5);
    expect(lagrangianApplies(c, dp)).toBe(true);
    const master = new MasterLp(pool, schedules[0]!.sched);
    let bound = -Infinity,
      lp = master.solve(Infinity)!;
    for (let round = 0; round < 500; round++) {
      let lowest = 0,
        added = 0;
      for (let e = 0; e < c.E; e++) {
        const row = dp.solve(e, dualPrices(c, e, lp.cover, prices))!;
        for (let d = 0; d < c.D; d++) lowest += prices[d * (c.S + 1) + row[d]! + 1]!;
        if (pool.add(schedules[0]!, e, row)) added++;
      }
      bound = coverTerm(c, lp.cover)! + lowest;
      expect(bound).toBeLessThanOrEqual(1143);
      expect(bound).toBeLessThanOrEqual(lp.objective + 1e-6);
      if (added === 0) break;
      lp = master.solve(Infinity)!;
    }
    expect(bound).toBeCloseTo(lp.objective, 1);
  });

  it('gives no bound when a cover dual prices a shortfall above its weight', () => {
    const c = compile(
      tinyModel({ employees: [employee('A')], cover: [{ day: 0, shiftType: 0, requirement: 1, underWeight: 100, overWeight: 1 }] }),
    );
    const i = c.hasCover.findIndex((x) => x === 1);
    expect(i).toBeGreaterThanOrEqual(0);
    const cover = new Float64Array(c.D * c.S);
    cover[i] = c.under[i]!;
    expect(coverTerm(c, cover)).toBeDefined();
    cover[i] = c.under[i]! + 1;
    expect(coverTerm(c, cover)).toBeUndefined();
  });

  it('does not apply while a per-type maximum is left to Lagrangian prices', () => {
    // Curtois & Qu instance 10: 13 of its 40 staff keep such a maximum.
    const { c } = constructedPool(10);
    expect(lagrangianApplies(c, new RosterDp(c))).toBe(false);
  });
});
