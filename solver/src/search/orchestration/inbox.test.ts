import { describe, expect, it } from 'vitest';
import { Inbox } from './inbox.ts';
import type { RensNeighbourhood } from '../exact/rens.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { now } from './clock.ts';

onCountedClock();

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

  it('knows a newer neighbourhood is on its way once more have been relayed than it has received', () => {
    const inbox = new Inbox(),
      relayed = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    expect(inbox.newerRelayed(relayed)).toBe(false);
    Atomics.add(relayed, 0, 1);
    expect(inbox.newerRelayed(relayed)).toBe(true);
    inbox.pushNeighbourhood(hood(310));
    expect(inbox.newerRelayed(relayed)).toBe(false);
    // Taking it changes nothing: it was received.
    inbox.takeNeighbourhood();
    expect(inbox.newerRelayed(relayed)).toBe(false);
  });

  it('hands over the shared schedules that came, or none yet before a given time: those wait for a later drain', async () => {
    const inbox = new Inbox(),
      a = Int16Array.of(1),
      b = Int16Array.of(2);
    inbox.push(a);
    expect(await inbox.drain(now() + 60_000)).toEqual([]);
    inbox.push(b);
    expect(await inbox.drain(now())).toEqual([a, b]);
    expect(await inbox.drain()).toEqual([]);
  });
});
