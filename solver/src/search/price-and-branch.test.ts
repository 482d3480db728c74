import { describe, expect, it } from 'vitest';
import { curtoisModel } from '../testing/curtois.ts';
import { validate } from '../validate/validate.ts';
import { compile } from './compiled.ts';
import { highsRuntime } from './highs.ts';
import { priceAndBranch } from './price-and-branch.ts';
import type { RensNeighbourhood } from './rens.ts';
import { RosterDp } from './roster-dp.ts';

function instance(n: number) {
  const model = curtoisModel(n);
  return { model, c: compile(model) };
}

describe('price and branch', () => {
  it('proves Curtois & Qu instance 1 optimal (607) by reduced-cost fixing where the LP bounds it at 558, and stops there', async () => {
    const { model, c } = instance(1);
    const bounds: number[] = [];
    let best: Int16Array | undefined;
    await priceAndBranch(await highsRuntime(), c, new RosterDp(c), {
      deadline: Date.now() + 60_000, seed: 1,
      onImprove: (b) => { best = b.sched.slice(); },
      onBound: (value) => bounds.push(value),
      pull: () => Promise.resolve([]),
    });
    expect(validate(model, best!).objective.total).toBe(607);
    // Column generation's bounds stay at the LP's 558; only the proof reaches 607, and ends the run.
    expect(Math.max(...bounds.slice(0, -1))).toBeLessThan(560);
    expect(bounds.at(-1)).toBe(607);
  }, 90_000);

  it('where the cell dive stalls (Curtois 11), solves the root neighbourhood in both threads and proves the optimum 3443', async () => {
    const { model, c } = instance(11);
    const hoods: RensNeighbourhood[] = [], bounds: number[] = [];
    let best: Int16Array | undefined;
    await priceAndBranch(await highsRuntime(), c, new RosterDp(c), {
      deadline: Date.now() + 60_000, seed: 1,
      onImprove: (b) => { best = b.sched.slice(); },
      onBound: (value) => bounds.push(value),
      onNeighbourhood: (hood) => hoods.push(hood),
      pull: () => Promise.resolve([]),
    });
    // The root's open cells as they are, without a dive's shortfall cap.
    expect(hoods[0]!.cells).toBeGreaterThan(250);
    expect(hoods[0]!.underCap).toBeUndefined();
    expect(validate(model, best!).objective.total).toBe(3443);
    expect(Math.max(...bounds)).toBe(3443);
  }, 90_000);
});
