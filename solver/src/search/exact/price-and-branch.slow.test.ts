import { describe, expect, it } from 'vitest';
import { alone } from '../../testing/price-and-branch-alone.ts';
import { convergedMaster } from '../../testing/constructed-pool.ts';
import { validate } from '../../validate/validate.ts';
import { highsRuntime, runHighs } from '../compile/highs.ts';
import { dualPrices } from '../roster-dp/dual-prices.ts';
import { GAP_SHARE, gapAims, searchThreadHood, shareBelow, widerBelow } from './price-and-branch.ts';
import { reducedCosts } from '../column-generation/reduced-cost-fixing.ts';
import { narrowMilp, type RensNeighbourhood } from './rens.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';

describe('price and branch', () => {
  onCountedClock();

  it('proves Curtois & Qu instance 1 optimal (607) by reduced-cost fixing where the LP bounds it at 558, and stops there', async () => {
    const { objective, bounds } = await alone(1);
    expect(objective).toBe(607);
    // Column generation's bounds stay at the LP's 558; only the proof reaches 607, and ends the run.
    expect(Math.max(...bounds.slice(0, -1))).toBeLessThan(560);
    expect(bounds.at(-1)).toBe(607);
  });

  it('where the cell dive stalls (Curtois 11), solves the root neighbourhood in both threads and proves the optimum 3443', async () => {
    const { objective, bounds, hoods } = await alone(11, true);
    // The root's open cells as they are, without a dive's shortfall cap.
    expect(hoods[0]!.cells).toBeGreaterThan(250);
    expect(hoods[0]!.underCap).toBeUndefined();
    expect(objective).toBe(3443);
    expect(Math.max(...bounds)).toBe(3443);
  });

  it('climbs from the bound of Curtois 5 (1140.58) by branch and price on cells: 1141 and 1142 proved empty, then its optimum 1143, which ends the run', async () => {
    const { objective, bounds } = await alone(5, false, 30);
    expect(objective).toBe(1143);
    // Column generation's bounds are fractional; whole ones below the optimum are the climb's proofs.
    expect(bounds).toContain(1142);
    expect(bounds.at(-1)).toBe(1143);
  });

  it("finds Curtois 7's best known 1056 in the share of the gap aimed at it from 1058", async () => {
    const { model, c, dp, prices, master } = convergedMaster(7);
    const lp = master.solve(Infinity)!;
    const fixing = reducedCosts(c, dp, lp.cover, (e) => dualPrices(c, e, lp.cover, prices))!;
    const [aim] = gapAims(fixing.bound, 1057, true),
      gap = aim! - fixing.bound;
    expect(aim).toBe(1056);
    const milp = narrowMilp(c, fixing.hood(gap * GAP_SHARE, gap)!);
    const { values } = runHighs(await highsRuntime(), milp.data, { timeLimit: 90, seed: 0, cutoff: aim! + 0.5 });
    const report = validate(model, milp.decode(values!));
    expect(report.violations).toEqual([]);
    expect(report.objective.total).toBe(1056);
  });

  it("hands the search thread a share of the gap that holds Curtois 5's optimum 1143 where price and branch's quarter holds none, and widens its own to one that does", async () => {
    const { model, c, dp, prices, master } = convergedMaster(5);
    const lp = master.solve(Infinity)!;
    const fixing = reducedCosts(c, dp, lp.cover, (e) => dualPrices(c, e, lp.cover, prices))!;
    const highs = await highsRuntime();
    const solve = (hood: RensNeighbourhood) => {
      const milp = narrowMilp(c, hood);
      const { status, values } = runHighs(highs, milp.data, { timeLimit: 90, seed: 0, cutoff: hood.cutoff! });
      return { status, report: values && validate(model, milp.decode(values)) };
    };
    const quarter = shareBelow(fixing, 1143, 1)!;
    expect(quarter.cutoff).toBe(1143.5);
    // Proved: nothing at 1143 or below in it (HiGHS may still return a schedule above its cutoff).
    const inQuarter = solve(quarter);
    expect(['optimal', 'infeasible']).toContain(inQuarter.status);
    expect(inQuarter.report?.objective.total ?? Infinity).toBeGreaterThan(1143);
    // From 1145: three quarters of the gap below 1143 (halfway to the bound), then below 1144.
    const handed = searchThreadHood(fixing, 1144, 1)!;
    expect(handed.cutoff).toBe(1143.5);
    expect(handed.next!.cutoff).toBe(1144.5);
    expect(handed.cells).toBeGreaterThan(quarter.cells);
    const { report } = solve(handed);
    expect(report!.violations).toEqual([]);
    expect(report!.objective.total).toBe(1143);
    // From 1145 the quarters below 1143 and 1144 hold nothing; half the gap below 1144 holds 1143.
    const wider = widerBelow(fixing, 1144, 1)!;
    expect(wider.cells).toBeGreaterThan(shareBelow(fixing, 1144, 1)!.cells);
    expect(solve(wider).report!.objective.total).toBe(1143);
  });

  it("recombines Curtois 5's converged master before RENS and, within 1 % of its LP, hands the search thread a share of the gap first", async () => {
    const { objective, hoods } = await alone(5, true, 20);
    // The restricted master as a MILP finds 1143–1146 in seconds (RENS on the root neighbourhood
    // took 7–29 s to 1144–1152), so the root neighbourhood (no cutoff) is never handed over.
    const withinOnePercent = 1.01 * 1140.58;
    expect(hoods[0]!.cutoff).toBeLessThan(withinOnePercent);
    expect(objective).toBeLessThan(withinOnePercent);
  });
});

// 50 ms a read: HiGHS reads the clock every 10–100 ms of its work on Curtois 7's master and root
// neighbourhood, so the master's 5 s as a MILP and the shares of 70 s fall about where they would on
// the wall clock, for about 20 s of CPU (at a millisecond a read those 5 s alone are 5,000 reads).
// RENS then has about 1,000 reads; it finds 1058 after about 690.
describe('price and branch on Curtois 7, 50 ms a clock read', () => {
  onCountedClock(50);

  it("solves Curtois 7's root neighbourhood only for schedules the gap search takes on: within 1 % of the LP", async () => {
    const { hoods, improved, before } = await alone(7, true, 70);
    // The restricted master is not within 1 % of the LP (1054.08): the root neighbourhood comes
    // first, handed to the search thread as it is.
    const [root] = hoods;
    expect(root!.cutoff).toBeUndefined();
    expect(root!.excess).toBeUndefined();
    // RENS reports nothing above 1054.08 / 0.99 until the gap search takes over (the next
    // neighbourhood): only schedules within the gap search's reach.
    const fromRens = improved.slice(before[0], before[1]);
    expect(fromRens.length).toBeGreaterThan(0);
    expect(Math.max(...fromRens)).toBeLessThan(1054.08 / 0.99);
  });
});
