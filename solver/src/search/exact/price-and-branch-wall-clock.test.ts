import { describe, expect, it } from 'vitest';
import { alone } from '../../testing/price-and-branch-alone.ts';

// On the wall clock still: on the counted clock (a millisecond a read, or a tenth) it outlasts 10
// minutes under load; its budget on it is not yet tuned.
describe('price and branch on the wall clock', () => {
  it("solves Curtois 7's root neighbourhood only for schedules the gap search takes on: within 1 % of the LP", async () => {
    const { hoods, improved, before } = await alone(7, true, 45);
    // The restricted master is not within 1 % of the LP (1054.08): the root neighbourhood comes
    // first, handed to the search thread as it is.
    const [root] = hoods;
    expect(root!.cutoff).toBeUndefined();
    expect(root!.excess).toBeUndefined();
    // RENS reports nothing above 1054.08 / 0.99: only schedules within the gap search's reach.
    const fromRens = improved.slice(before[0]);
    expect(fromRens.length).toBeGreaterThan(0);
    expect(Math.max(...fromRens)).toBeLessThan(1054.08 / 0.99);
  });
});
