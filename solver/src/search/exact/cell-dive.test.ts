import { describe, expect, it } from 'vitest';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { convergedMaster } from '../../testing/constructed-pool.ts';
import { cellDive } from './cell-dive.ts';
import type { MasterDuals } from '../column-generation/master-lp.ts';
import { rensNeighbourhood } from './rens.ts';
import { Rng } from '../heuristics/rng.ts';
import { now } from '../orchestration/clock.ts';

// The steps' limits and the deadline on a counted clock: a step ends at the same pivot on any machine.
onCountedClock();

// Curtois & Qu instance 5: optimum 1143, proven by exact solvers.
describe('diving on cells of the converged master', () => {
  it('leaves at most the target of split cells, prices under its fixings, and releases them', () => {
    const { c, master, price } = convergedMaster(5);
    const root = master.solve(Infinity)!.objective,
      rootHood = rensNeighbourhood(c, master.cellValues());
    const target = Math.floor(rootHood.cells / 3);
    let last: MasterDuals | undefined,
      priced = 0;
    const x = cellDive(
      c,
      master,
      (duals, fixed) => {
        last = duals;
        const n = price(duals, fixed);
        priced += n;
        return n;
      },
      target,
      Infinity,
    )!;
    const hood = rensNeighbourhood(c, x);
    expect(hood.cells).toBeLessThanOrEqual(target);
    expect(priced).toBeGreaterThan(0);
    // The LP under fixings bounds only the schedules that keep them: it rises above the root.
    expect(last!.objective).toBeGreaterThan(root);
    // Every fixing released: the master's LP is the root's again.
    expect(master.solve(Infinity)!.objective).toBeCloseTo(root, 4);
  }, 60_000);

  it('dives another way in a shuffled order, to its target as well', () => {
    const { c, master, price } = convergedMaster(5);
    const root = rensNeighbourhood(c, master.cellValues()),
      target = Math.floor(root.cells / 3);
    const first = rensNeighbourhood(c, cellDive(c, master, price, target, Infinity)!);
    const shuffled = rensNeighbourhood(c, cellDive(c, master, price, target, Infinity, { rng: new Rng(1) })!);
    expect(shuffled.cells).toBeLessThanOrEqual(target);
    expect(shuffled.sched).not.toEqual(first.sched);
  }, 60_000);

  it('gives up where no cell away from the shortfalls is sure far above its target, with the master released', () => {
    // Curtois 11 runs out of such cells about 300 split cells above 200, after a few steps.
    const { c, master, price } = convergedMaster(11);
    const root = master.solve(Infinity)!.objective;
    let priced = 0;
    const counting = (duals: MasterDuals, fixed: Int16Array): number => {
      const n = price(duals, fixed);
      priced += n;
      return n;
    };
    expect(cellDive(c, master, counting, 200, Infinity, { stallAbove: 100 })).toBeUndefined();
    expect(priced).toBeGreaterThan(0);
    expect(master.solve(Infinity)!.objective).toBeCloseTo(root, 4);
  }, 60_000);

  it('goes on to its target where sure cells remain', () => {
    const { c, master, price } = convergedMaster(5);
    const target = Math.floor(rensNeighbourhood(c, master.cellValues()).cells / 3);
    const x = cellDive(c, master, price, target, Infinity, { stallAbove: 100, stepSeconds: 30 });
    expect(rensNeighbourhood(c, x!).cells).toBeLessThanOrEqual(target);
  }, 60_000);

  it('gives up on a step whose column generation outlasts its limit, with the master released', () => {
    const { c, master, price } = convergedMaster(5);
    const root = master.solve(Infinity)!.objective;
    expect(cellDive(c, master, price, 0, Infinity, { stepSeconds: 0 })).toBeUndefined();
    expect(master.solve(Infinity)!.objective).toBeCloseTo(root, 4);
  }, 60_000);

  it('gives up when the deadline has passed, with the master released', () => {
    const { c, master, price } = convergedMaster(5);
    const root = master.solve(Infinity)!.objective;
    expect(cellDive(c, master, price, 0, now() - 1)).toBeUndefined();
    expect(master.solve(Infinity)!.objective).toBeCloseTo(root, 4);
  }, 60_000);
});
