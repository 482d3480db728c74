import { PROJECTION_OPERATIONS_STREAM } from '@rostra/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { openMemoryEventStore } from '../event-store/memory.ts';
import { openMemoryReadStore } from '../read-store/memory.ts';
import { fingerprint } from './fingerprint.ts';
import { REBUILDS_TABLE, type RebuildRecord } from './operations.ts';
import { rebuildProjection } from './rebuild.ts';
import { ProjectionRunner } from './runner.ts';
import { interruptedRebuild } from './testing/interrupted-rebuild.ts';
import { generateLog, tallyProjection, testEvent } from './testing/tally.ts';

const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

function rebuildRequested(projection: string, requestId: string) {
  const event = testEvent('ProjectionRebuildRequested', { requestId, projection, requestedAt: '2026-11-22T10:00:00.000Z' });
  return { ...event, metadata: { ...event.metadata, actorEmail: 'root@example.com' } };
}

describe('rebuilds requested through the log', () => {
  it('are done blue/green by the process that runs the projections, with their progress recorded', async () => {
    const events = openMemoryEventStore();
    const store = openMemoryReadStore();
    await generateLog(events, 3000, { streams: 5, perAppend: 500 });
    const runner = new ProjectionRunner(events, store, [tallyProjection()], { heartbeatMs: 10 });
    runners.push(runner);
    await runner.start();
    await expect.poll(() => store.resolveAlias('tally_streams')).toBe('tally_streams__v1g1');

    await events.append(PROJECTION_OPERATIONS_STREAM, [rebuildRequested('tally', 'r1')], { expectedRevision: 'any' });
    await expect.poll(async () => (await store.get<RebuildRecord>(REBUILDS_TABLE, 'r1'))?.status, { timeout: 10_000 }).toBe('done');
    expect(await store.get(REBUILDS_TABLE, 'r1')).toMatchObject({
      projection: 'tally',
      requested_by: 'root@example.com',
      done: ['tally'],
      events: 3001,
      total: 3001,
    }); // the request is an event of the log too
    expect(await store.resolveAlias('tally_streams')).toBe('tally_streams__v1g2');
    const clean = openMemoryReadStore();
    await rebuildProjection(events, clean, tallyProjection());
    expect(await fingerprint(store, tallyProjection())).toBe(await fingerprint(clean, tallyProjection()));
  });

  it('takes up a rebuild cut short at the next start, and finishes it from its checkpoint', async () => {
    const { events, store } = await interruptedRebuild(400, 250, 100);
    await store.ensureTable({ name: REBUILDS_TABLE });
    await store.commit([
      {
        type: 'put',
        table: REBUILDS_TABLE,
        doc: {
          id: 'r2',
          projection: 'all',
          status: 'running',
          requested_at: '',
          requested_by: null,
          current: 'tally',
          done: [],
          events: 200,
          total: 400,
          events_per_second: 0,
          eta_seconds: null,
          finished_at: null,
          error: null,
        },
      },
    ]);

    const runner = new ProjectionRunner(events, store, [tallyProjection()]);
    runners.push(runner);
    await runner.start();
    await expect.poll(async () => (await store.get<RebuildRecord>(REBUILDS_TABLE, 'r2'))?.status, { timeout: 10_000 }).toBe('done');
    expect(await store.get(REBUILDS_TABLE, 'r2')).toMatchObject({ done: ['tally'], events: 200, total: 200 });
    expect(await store.resolveAlias('tally_streams')).toBe('tally_streams__v1g2');
    await events.append('s', [testEvent('Changed')], { expectedRevision: 'any' });
    const clean = openMemoryReadStore();
    await rebuildProjection(events, clean, tallyProjection());
    await expect.poll(() => fingerprint(store, tallyProjection())).toBe(await fingerprint(clean, tallyProjection()));
  });
});
