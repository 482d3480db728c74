import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCurtois } from '../curtois/parse.ts';
import { validate } from '../validate/validate.ts';
import { compile } from './compiled.ts';
import { highsRuntime } from './highs.ts';
import { priceAndBranch } from './price-and-branch.ts';
import { RosterDp } from './roster-dp.ts';

describe('price and branch', () => {
  it('proves Curtois & Qu instance 1 optimal (607) by reduced-cost fixing where the LP bounds it at 558, and stops there', async () => {
    const model = parseCurtois(readFileSync(new URL('../../../../shared/benchmarks/curtois-qu/Instance1.txt', import.meta.url), 'utf8'));
    const c = compile(model);
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
});
