import { describe, expect, it } from 'vitest';
import { convergedMaster } from '../../testing/constructed-pool.ts';
import { dualPrices } from '../roster-dp/dual-prices.ts';
import { gapAims, searchThreadHood, shareBelow } from './price-and-branch.ts';
import { reducedCosts } from '../column-generation/reduced-cost-fixing.ts';

describe('price and branch', () => {
  it('aims a share of the gap halfway between the bound and the objective wanted first, then at the objective wanted', () => {
    expect(gapAims(1054.08, 1057, true)).toEqual([1056, 1057]);
    expect(gapAims(1054.08, 1056, true)).toEqual([1056]);
    expect(gapAims(1054.08, 1057, false)).toEqual([1057]);
  });

  it('from 1147 on Curtois 5, where three quarters of the gap below 1146 are too many cells, hands the search thread three quarters aimed halfway, which hold the share below 1143 that holds 1143', () => {
    const { c, dp, prices, master } = convergedMaster(5);
    const lp = master.solve(Infinity)!;
    const fixing = reducedCosts(c, dp, lp.cover, (e) => dualPrices(c, e, lp.cover, prices))!;
    const handed = searchThreadHood(fixing, 1146, 1)!;
    // Halfway between the bound (1140.58) and 1146, rounded up: 1144.
    expect(handed.cutoff).toBe(1144.5);
    expect(handed.cells).toBeGreaterThan(shareBelow(fixing, 1146, 1)!.cells);
    // Three quarters below 1146 have too many cells: nothing follows.
    expect(handed.next).toBeUndefined();
    // Every schedule of the share below 1143 (the test above: HiGHS finds 1143 there) is in it.
    const holds1143 = searchThreadHood(fixing, 1144, 1)!;
    for (let cell = 0; cell < c.E * c.D; cell++) {
      if (holds1143.free[cell]) {
        expect(handed.free[cell]).toBe(1);
        for (let s = 0; s < c.S; s++) if (holds1143.allowed[cell * c.S + s]) expect(handed.allowed[cell * c.S + s]).toBe(1);
      } else if (!handed.free[cell]) expect(handed.sched[cell]).toBe(holds1143.sched[cell]);
    }
    expect(handed.excess!.cap).toBeGreaterThan(holds1143.excess!.cap);
  });
});
