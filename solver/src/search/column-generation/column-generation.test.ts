import { describe, expect, it } from 'vitest';
import { constructedPool, convergedColumns } from '../../testing/constructed-pool.ts';
import { firstDays } from '../../../bench/first-days.ts';
import { curtoisModel } from '../../testing/curtois.ts';
import { ColumnGeneration, SMOOTHING, smoothingFor } from './column-generation.ts';
import { compile, NOT_FIXED } from '../compile/compiled.ts';
import { generateCurtois } from '../../curtois/generate.ts';
import { parseCurtois } from '../../curtois/parse.ts';
import type { RosterModel } from '../../model/types.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';
import { MasterLp } from './master-lp.ts';
import { buildMilp } from '../compile/milp.ts';
import { highsRuntime, runHighs } from '../compile/highs.ts';
import { initialSchedule } from '../heuristics/search.ts';

/**
 * Column generation's best Lagrangian bound with a roster DP that leaves every binding per-type
 * maximum to its prices (a count budget of one state), as the generated suite's months' DPs leave
 * most, within `rounds` rounds.
 */
function pricedBound(model: RosterModel, rounds = 100): number {
  const { c, prices, schedules, pool } = constructedPool(model);
  const dp = new RosterDp(c, false, false, 1);
  expect(c.emp.some((_, e) => dp.shape(e).priced.length > 0)).toBe(true);
  const bounds: number[] = [];
  const columns = new ColumnGeneration(
    {
      c,
      dp,
      pool,
      master: new MasterLp(pool, schedules[0]!.sched),
      ev: schedules[0]!,
      prices,
      employees: [...Array(c.E).keys()],
      bounded: false,
      tight: true,
    },
    (value) => bounds.push(value),
  );
  for (let round = 0; round < rounds && !columns.round(Infinity)!.converged; round++);
  return Math.max(...bounds);
}

/** HiGHS on the compact model: its LP relaxation's value and the MILP's proven optimum. */
async function compact(model: RosterModel): Promise<{ lp: number; optimum: number }> {
  const c = compile(model),
    free = Uint8Array.from(c.fixed, (f) => (f === NOT_FIXED ? 1 : 0)),
    highs = await highsRuntime();
  const lp = runHighs(highs, buildMilp(c, initialSchedule(c), free, true).data, {}),
    milp = runHighs(highs, buildMilp(c, initialSchedule(c), free).data, { maxNodes: 1000 });
  expect(milp.status).toBe('optimal');
  return { lp: lp.objective!, optimum: milp.objective! };
}

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

describe('column generation where the roster DP leaves per-type maxima to prices', () => {
  it('bounds a generated fortnight at most at its optimum, and above the compact LP', async () => {
    const model = parseCurtois(generateCurtois({ days: 14, staff: 5, shiftTypes: 4 }, 1).text);
    const { lp, optimum } = await compact(model),
      bound = pricedBound(model);
    expect(bound).toBeLessThanOrEqual(optimum + 1e-6);
    // The rosters count minutes, runs and the maxima the compact LP only averages.
    expect(bound).toBeGreaterThan(lp);
  });

  // Curtois 1's maxima never bind: nothing is left to prices there.
  it.each([
    [2, 828],
    [3, 1001],
  ])('bounds Curtois & Qu instance %i at most at its known optimum %i', (n, optimum) => {
    expect(pricedBound(curtoisModel(n))).toBeLessThanOrEqual(optimum + 1e-6);
  });
});
