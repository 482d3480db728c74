import { describe, expect, it } from 'vitest';
import { openMemoryEventStore } from '../event-store/memory.ts';
import { conflict } from '../http/errors.ts';
import type { Decider } from './decider.ts';
import { execute } from './execute.ts';

type CounterEvent = { type: 'Incremented'; data: { by: number } };
const counter: Decider<{ by: number; max: number }, number, CounterEvent> = {
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
  decide: ({ by, max }, total) => {
    if (total + by > max) throw conflict('Limit reached');
    return [{ type: 'Incremented', data: { by } }];
  },
};
const versions = { Incremented: 1 };
const actor = { actorUserId: 'u1', actorEmail: 'ada@example.com', organizationId: '7', occurredAt: '2026-11-02T08:30:00.000Z' };

describe('executing a command', () => {
  it('appends the decided events with the actor and organization as metadata', async () => {
    const store = openMemoryEventStore();
    const result = await execute(store, 'counter-1', counter, { by: 2, max: 10 }, actor, versions);
    expect(result.state).toBe(2);
    const [event] = await store.readStream('counter-1');
    expect(event).toMatchObject({ type: 'Incremented', version: 1, data: { by: 2 }, position: result.position });
    expect(event!.metadata).toMatchObject({ actorUserId: 'u1', actorEmail: 'ada@example.com', organizationId: '7' });
  });

  it('stamps the events with the time the caller read from its clock, however long ago that was', async () => {
    const store = openMemoryEventStore();
    await execute(store, 'counter-1', counter, { by: 1, max: 10 }, actor, versions);
    await execute(store, 'counter-1', counter, { by: 1, max: 10 }, { ...actor, occurredAt: '2031-01-01T00:00:00.000Z' }, versions);
    expect((await store.readStream('counter-1')).map((event) => event.metadata.occurredAt)).toEqual([
      '2026-11-02T08:30:00.000Z',
      '2031-01-01T00:00:00.000Z',
    ]);
  });

  it('serialises racing commands on one stream, so the invariant holds and none is lost', async () => {
    const store = openMemoryEventStore();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => execute(store, 'counter-1', counter, { by: 1, max: 20 }, actor, versions)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.detail)).toEqual(
      Array(10).fill('Limit reached'),
    );
    expect(await store.readStream('counter-1')).toHaveLength(20);
  });

  it('appends nothing when the decision is refused', async () => {
    const store = openMemoryEventStore();
    await expect(execute(store, 'counter-1', counter, { by: 11, max: 10 }, actor, versions)).rejects.toThrow('Limit reached');
    expect(await store.headPosition()).toBeNull();
  });
});
