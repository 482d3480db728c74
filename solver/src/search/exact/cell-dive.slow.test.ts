import { describe, expect, it } from 'vitest';
import { convergedMaster } from '../../testing/constructed-pool.ts';
import { validate } from '../../validate/validate.ts';
import { cellDive } from './cell-dive.ts';
import { highsRuntime, runHighs } from '../compile/highs.ts';
import { narrowMilp, rens, rensNeighbourhood, type RensNeighbourhood } from './rens.ts';
import { Rng } from '../heuristics/rng.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';

// Curtois & Qu instance 5: optimum 1143, proven by exact solvers.
describe('diving on cells of the converged master', () => {
  onCountedClock();

  it('hands RENS a neighbourhood it solves within 1 % of the optimum once widened to the open cells before the dive', async () => {
    const { model, c, master, price } = convergedMaster(5);
    const rootHood = rensNeighbourhood(c, master.cellValues());
    // The dive leaves 144 of the 194 open cells (the product's target: 150).
    const hood = rensNeighbourhood(c, cellDive(c, master, price, 150, Infinity)!);
    expect(hood.cells).toBeLessThan(rootHood.cells);
    const highs = await highsRuntime();
    const solve = (wider?: RensNeighbourhood): number => {
      const found: Int16Array[] = [];
      rens(highs, c, hood, { timeLimit: 60, deadline: Infinity, seed: 1 }, (s) => found.push(s), wider);
      const report = validate(model, found.at(-1)!);
      expect(report.violations).toEqual([]);
      return report.objective.total;
    };
    const dived = solve(),
      widened = solve(rootHood);
    expect(widened).toBeGreaterThanOrEqual(1143);
    expect(widened).toBeLessThanOrEqual(1143 * 1.01);
    expect(dived).toBeGreaterThan(widened);
  });

  it("keeps the days the LP leaves short open, so shuffled dives on Curtois 8 keep schedules with the LP's shortfalls", async () => {
    // Fixing cells on or next to those days excluded every such schedule in five dives of six.
    const { model, c, master, price } = convergedMaster(8);
    const highs = await highsRuntime(),
      rng = new Rng(1);
    for (let dive = 0; dive < 3; dive++) {
      const x = cellDive(c, master, price, 200, Infinity, { rng })!;
      const milp = narrowMilp(c, { ...rensNeighbourhood(c, x), underCap: master.shortfallCap() });
      const { values } = runHighs(highs, milp.data, { timeLimit: 60, seed: 0 });
      expect(values, `dive ${dive}`).toBeDefined();
      const report = validate(model, milp.decode(values!));
      expect(report.violations).toEqual([]);
      // Within 2 % of the best known value, 1308.
      expect(report.objective.total).toBeLessThanOrEqual(1334);
    }
  });
});
