import { describe, expect, it } from 'vitest';
import { Inbox } from './inbox.ts';
import type { RensNeighbourhood } from './rens.ts';

const hood = (cells: number): RensNeighbourhood => ({
  sched: new Int16Array(0),
  free: new Uint8Array(0),
  cells,
  allowed: new Uint8Array(0),
});

describe('the inbox of a solver thread', () => {
  it('hands over the newest neighbourhood and drops the older ones', () => {
    const inbox = new Inbox();
    expect(inbox.takeNeighbourhood()).toBeUndefined();
    for (const cells of [198, 310, 271]) inbox.pushNeighbourhood(hood(cells));
    expect(inbox.takeNeighbourhood()?.cells).toBe(271);
    expect(inbox.takeNeighbourhood()).toBeUndefined();
  });
});
