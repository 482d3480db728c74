import { describe, expect, it } from 'vitest';
import { OFF } from '../../model/types.ts';
import { convergedMaster } from '../../testing/constructed-pool.ts';
import { validate } from '../../validate/validate.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { now } from '../orchestration/clock.ts';
import type { Compiled } from '../compile/compiled.ts';
import { highsRuntime, runHighs } from '../compile/highs.ts';
import { dualPrices } from '../roster-dp/dual-prices.ts';
import { reducedCosts } from '../column-generation/reduced-cost-fixing.ts';
import { narrowMilp, rens, rensNeighbourhood, type RensNeighbourhood } from './rens.ts';
import { search, type SearchOptions } from '../heuristics/search.ts';

/** One round of the search thread (or as many as `more` says), handed `hoods` one per round from its start. */
function searchHanded(c: Compiled, hoods: RensNeighbourhood[], more: Partial<SearchOptions> = {}) {
  return search(c, { seed: 1, deadline: now() + 60_000, maxRounds: 1, neighbourhood: () => hoods.shift(), ...more });
}

let instance2: ReturnType<typeof buildCurtois2Shares> | undefined;
/**
 * Curtois & Qu instance 2 (proven optimum 828), its converged master, and reduced-cost fixing's
 * neighbourhood of the schedules up to 828 with only those below `aim` wanted: built once for the
 * file, as no test changes them.
 */
function curtois2Shares() {
  return (instance2 ??= buildCurtois2Shares());
}

function buildCurtois2Shares() {
  const { model, c, dp, prices, master } = convergedMaster(2);
  const lp = master.solve(Infinity)!;
  const fixing = reducedCosts(c, dp, lp.cover, (e) => dualPrices(c, e, lp.cover, prices))!;
  const below = (aim: number): RensNeighbourhood => ({ ...fixing.hood(828 - fixing.bound)!, cutoff: aim + 0.5 });
  return { model, c, master, below };
}

describe('RENS on the converged master (Curtois & Qu 2 and 5)', () => {
  onCountedClock();

  /**
   * Column generation to convergence on Curtois & Qu instance 5 (optimum 1143), then its RENS
   * neighbourhood: built once for the file, as no test changes them.
   */
  let instance5: ReturnType<typeof buildConverged> | undefined;
  const converged = () => (instance5 ??= buildConverged());
  async function buildConverged() {
    const { model, c, master } = convergedMaster(5);
    return { model, c, master, hood: rensNeighbourhood(c, master.cellValues()), highs: await highsRuntime() };
  }

  it('turns the converged LP of Curtois & Qu instance 5 into a valid schedule within 1 % of its proven optimum 1143', async () => {
    const { model, c, hood, highs } = await converged();
    expect(hood.cells).toBeGreaterThan(0);
    expect(hood.cells).toBeLessThan(c.E * c.D);
    const found: Int16Array[] = [];
    expect(rens(highs, c, hood, { timeLimit: 60, deadline: Infinity, seed: 1 }, (s) => found.push(s))).toBe(true);
    const best = found.at(-1)!;
    const report = validate(model, best);
    expect(report.violations).toEqual([]);
    // A heuristic: the LP's shifts on its open cells exclude every optimum here (1242 at best); the
    // second stage, every allowed shift on those cells from that schedule on, comes within 1 %.
    expect(report.objective.total).toBeGreaterThanOrEqual(1143);
    expect(report.objective.total).toBeLessThanOrEqual(1143 * 1.01);
    for (let cell = 0; cell < c.E * c.D; cell++) if (!hood.free[cell]) expect(best[cell]).toBe(hood.sched[cell]);
  });

  it('ends a HiGHS run on the neighbourhood as soon as the interrupt says so', async () => {
    const { c, hood, highs } = await converged();
    const milp = narrowMilp(c, hood);
    let polled = 0;
    const out = runHighs(highs, milp.data, {
      timeLimit: 60,
      seed: 1,
      interrupt: () => ++polled > 0,
    });
    // Left to run, HiGHS proves this neighbourhood's optimum in about 10 s.
    expect(out.status).toBe('limit');
    expect(out.timeUp).toBeUndefined();
    expect(polled).toBeGreaterThan(0);
  });

  it('skips the wider stages when HiGHS does not prove the narrow one within its own limit', async () => {
    const { model, c, hood, highs } = await converged();
    const found: Int16Array[] = [];
    expect(rens(highs, c, hood, { timeLimit: 60, narrowLimit: 0.01, deadline: Infinity, seed: 1 }, (s) => found.push(s))).toBe(false);
    // Whatever HiGHS found in that time takes only the LP's shifts on the open cells: no wide stage ran.
    for (const sched of found) {
      expect(validate(model, sched).violations).toEqual([]);
      for (let cell = 0; cell < c.E * c.D; cell++) {
        if (!hood.free[cell]) expect(sched[cell]).toBe(hood.sched[cell]);
        else if (sched[cell] !== OFF) expect(hood.allowed[cell * c.S + sched[cell]!]).toBe(1);
      }
    }
  });

  it('with a cap on what cover shortfalls cost, lets the open cells take every shift and proves whether a schedule keeps the cap', async () => {
    const { model, c, master, hood, highs } = await converged();
    const underCap = master.shortfallCap();
    const found: Int16Array[] = [];
    expect(rens(highs, c, { ...hood, underCap }, { timeLimit: 60, deadline: Infinity, seed: 1 }, (s) => found.push(s))).toBe(true);
    const report = validate(model, found.at(-1)!);
    expect(report.violations).toEqual([]);
    expect(report.objective.total).toBeLessThanOrEqual(1143 * 1.01);
    // The first schedule HiGHS reports already keeps the cap (the later stages lift it).
    expect(validate(model, found[0]!).objective.coverUnder).toBeLessThanOrEqual(underCap);
    // Shortfalls cheaper than the LP's: no schedule at all, and nothing reported.
    const none: Int16Array[] = [];
    expect(rens(highs, c, { ...hood, underCap: underCap - 100 }, { timeLimit: 60, deadline: Infinity, seed: 1 }, (s) => none.push(s))).toBe(
      false,
    );
    expect(none).toEqual([]);
  });

  it('is solved by a search thread it is handed to, which adopts what HiGHS finds there', async () => {
    const { model, c, hood } = await converged();
    const alone = await search(c, { seed: 1, deadline: now() + 60_000, maxRounds: 1 });
    const helped = await searchHanded(c, [hood]);
    expect(validate(model, helped.sched).violations).toEqual([]);
    expect(alone.soft).toBeGreaterThan(1143 * 1.01);
    expect(helped.soft).toBeLessThanOrEqual(1143 * 1.01);
  });

  it('handed as a chain, is followed by the next where HiGHS proves it holds nothing below its cutoff', async () => {
    // Reduced-cost fixing's neighbourhood below 828, and the same cells below 827, which hold nothing.
    const { model, c, below } = curtois2Shares();
    const handing = async (hood: RensNeighbourhood) => validate(model, (await searchHanded(c, [hood])).sched);
    const first = below(827);
    expect((await handing(first)).objective.total).toBeGreaterThan(828);
    const chained = await handing({ ...first, next: below(828) });
    expect(chained.violations).toEqual([]);
    expect(chained.objective.total).toBe(828);
  });

  it("below a cutoff, is left at once for a newer one on its way, taken before any operator; the converged master's is solved to its end", async () => {
    // Reduced-cost fixing's neighbourhoods below 828 and 827 (which holds nothing), and the converged master's.
    const { model, c, master, below } = curtois2Shares();
    // The newer one never arriving within the round, the round ends as the search began it: no operator.
    const begun = await search(c, { seed: 1, deadline: now() + 60_000, maxRounds: 0 });
    const left = await searchHanded(c, [below(827)], { newerNeighbourhood: () => true });
    expect(left.sched).toEqual(begun.sched);
    // Arriving with the next round, it is solved there.
    const hoods = [below(827), below(828)];
    const taken = await searchHanded(c, hoods, { maxRounds: 2, newerNeighbourhood: () => hoods.length > 0 });
    expect(hoods).toEqual([]);
    expect(validate(model, taken.sched).objective.total).toBe(828);
    // The converged master's neighbourhood, whose wider stage finds what the newer one may not, is not left.
    const root = rensNeighbourhood(c, master.cellValues());
    const kept = await searchHanded(c, [root], { newerNeighbourhood: () => true });
    expect(validate(model, kept.sched).objective.total).toBe(828);
  });
});
