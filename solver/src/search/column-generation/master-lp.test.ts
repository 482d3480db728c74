import { describe, expect, it } from 'vitest';
import { OFF } from '../../model/types.ts';
import { constructedPool } from '../../testing/constructed-pool.ts';
import { validate } from '../../validate/validate.ts';
import type { Compiled } from '../compile/compiled.ts';
import { dive, type Pricer } from '../exact/dive.ts';
import type { Evaluator } from '../heuristics/evaluator.ts';
import { highsRuntime, runHighs } from '../compile/highs.ts';
import { MasterLp } from './master-lp.ts';
import type { RosterPool } from './master.ts';
import { dualPrices } from '../roster-dp/dual-prices.ts';

/** A pool holding two constructed schedules of the instance, and a pricer over the roster DP. */
function setup(n: number): { c: Compiled; pool: RosterPool; start: Evaluator; price: Pricer } {
  const { c, dp, prices, schedules, pool } = constructedPool(n);
  const price: Pricer = (duals, free) => {
    let added = 0;
    for (const e of free) {
      const row = dp.solve(e, dualPrices(c, e, duals.cover, prices));
      if (row && pool.add(schedules[0]!, e, row)) added++;
    }
    return added;
  };
  return { c, pool, start: schedules[0]!, price };
}

// The master shifts its cover right-hand sides by < 2e-7 each against degeneracy: equal to 1e-2.
async function highsLpValue(pool: RosterPool): Promise<number> {
  return runHighs(await highsRuntime(), pool.model(true), {}).objective!;
}

describe('master LP kept across column-generation rounds', () => {
  it('matches HiGHS on the master LP after every round of added rosters', async () => {
    const { c, pool, start, price } = setup(5);
    const master = new MasterLp(pool, start.sched);
    for (let round = 0; round < 4; round++) {
      const duals = master.solve(Infinity)!;
      expect(duals.objective).toBeCloseTo(await highsLpValue(pool), 2);
      expect(duals.cover).toHaveLength(c.D * c.S);
      price(
        duals,
        c.units.map((u) => u[0]!),
      );
    }
  }, 60_000);

  it('reports as short exactly the covers the LP staffs below their requirement, and what they cost', () => {
    const { c, pool, start, price } = setup(5);
    const master = new MasterLp(pool, start.sched);
    for (let round = 0; round < 3; round++)
      price(
        master.solve(Infinity)!,
        c.units.map((u) => u[0]!),
      );
    master.solve(Infinity);
    const x = master.cellValues(),
      short = master.shortCovers(1e-6);
    let cost = 0;
    for (let i = 0; i < c.D * c.S; i++) {
      let staffed = 0;
      for (let e = 0; e < c.E; e++) staffed += x[(e * c.D + Math.floor(i / c.S)) * (c.S + 1) + 1 + (i % c.S)]!;
      const gap = c.hasCover[i] ? Math.max(0, c.req[i]! - staffed) : 0;
      expect(short[i]).toBe(gap > 1e-5 ? 1 : 0);
      cost += gap * c.under[i]!;
    }
    expect(short.some((v) => v === 1)).toBe(true);
    expect(master.shortfallCap()).toBe(Math.ceil(cost - 1e-2));
  }, 60_000);

  it('dives to a schedule made of pool rosters that keeps every hard rule, then resumes the LP', async () => {
    const { c, pool, start, price } = setup(5);
    const master = new MasterLp(pool, start.sched);
    const before = master.solve(Infinity)!.objective;
    const schedule = dive(c, pool, master, price, Infinity)!;
    const report = validate(c.model, schedule);
    expect(report.violations).toEqual([]);
    for (let e = 0; e < c.E; e++) expect(pool.indexOf(e, schedule.subarray(e * c.D, (e + 1) * c.D))).toBeGreaterThanOrEqual(0);
    expect(schedule.some((v) => v !== OFF)).toBe(true);
    // Released: the LP over the grown pool is again the unrestricted optimum, no worse than before.
    const after = master.solve(Infinity)!.objective;
    expect(after).toBeLessThanOrEqual(before + 1e-3);
    expect(after).toBeCloseTo(await highsLpValue(pool), 2);
  }, 60_000);
});
