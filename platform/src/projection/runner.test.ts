import { afterEach, describe, expect, it } from 'vitest';
import { openMemoryEventStore } from '../event-store/memory.ts';
import { openMemoryReadStore } from '../read-store/memory.ts';
import type { ReadStore } from '../read-store/port.ts';
import { waitForPosition } from './checkpoints.ts';
import { fingerprint } from './fingerprint.ts';
import type { Projection } from './projection.ts';
import { rebuildProjection } from './rebuild.ts';
import { ProjectionRunner } from './runner.ts';
import { projectionStatus, type ProjectionStatus } from './status.ts';
import { generateLog, tallyProjection, testEvent } from './testing/tally.ts';

const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

function startRunner(...args: ConstructorParameters<typeof ProjectionRunner>) {
  const runner = new ProjectionRunner(...args);
  runners.push(runner);
  return runner.start().then(() => runner);
}

async function countOf(store: ReadStore, stream: string): Promise<number | undefined> {
  const table = await store.resolveAlias('tally_streams');
  return table ? (await store.get<{ id: string; count: number }>(table, stream))?.count : undefined;
}

async function settled(store: ReadStore, position: bigint) {
  expect(await waitForPosition(store, [tallyProjection()], position, { timeoutMs: 5000 })).toBe(true);
}

describe('the projection runner', () => {
  it('builds read models from the existing log, then follows new events live', async () => {
    const events = openMemoryEventStore();
    const store = openMemoryReadStore();
    await generateLog(events, 300, { streams: 3, perAppend: 50 });
    await startRunner(events, store, [tallyProjection()]);
    const { position } = await events.append('stream-0', [testEvent('Changed')], { expectedRevision: 'any' });
    await settled(store, position);
    expect(await countOf(store, 'stream-0')).toBe(101);
    expect(await countOf(store, 'stream-1')).toBe(100);
  });

  it('resumes from its checkpoint after a restart without applying any event twice', async () => {
    const events = openMemoryEventStore();
    const store = openMemoryReadStore();
    const first = await startRunner(events, store, [tallyProjection()]);
    const one = await events.append('s', [testEvent('Opened'), testEvent('Changed')], { expectedRevision: 'no_stream' });
    await settled(store, one.position);
    await first.stop();
    const two = await events.append('s', [testEvent('Closed')], { expectedRevision: 1n });
    await startRunner(events, store, [tallyProjection()]);
    await settled(store, two.position);
    expect(await countOf(store, 's')).toBe(3);
  });

  it('rebuilds a projection whose version changed beside the serving one, then swaps and drops the old tables', async () => {
    const events = openMemoryEventStore();
    const store = openMemoryReadStore();
    const v1 = await startRunner(events, store, [tallyProjection(1)]);
    const { position } = await events.append('s', [testEvent('Opened')], { expectedRevision: 'any' });
    await settled(store, position);
    await v1.stop();

    await startRunner(events, store, [tallyProjection(2)]);
    await expect.poll(() => store.resolveAlias('tally_streams')).toBe('tally_streams__v2g2');
    const table = (await store.resolveAlias('tally_streams'))!;
    expect(await store.get(table, 's')).toMatchObject({ count: 1, version: 2 });
    expect(await store.listTables()).not.toContain('tally_streams__v1g1');
  });

  it('follows a rebuild done elsewhere onto the new generation', async () => {
    const events = openMemoryEventStore();
    const store = openMemoryReadStore();
    await startRunner(events, store, [tallyProjection()], { heartbeatMs: 10 });
    await events.append('s', [testEvent('Opened')], { expectedRevision: 'any' });
    await rebuildProjection(events, store, tallyProjection());
    const { position } = await events.append('s', [testEvent('Changed')], { expectedRevision: 'any' });
    await settled(store, position);
    expect(await store.resolveAlias('tally_streams')).toBe('tally_streams__v1g2');
    expect(await countOf(store, 's')).toBe(2);
  });

  it('gives the same read model live as a rebuild from the log', async () => {
    const events = openMemoryEventStore();
    const live = openMemoryReadStore();
    await startRunner(events, live, [tallyProjection()], { batchSize: 7 });
    await generateLog(events, 500, { streams: 9, perAppend: 13 });
    await settled(live, (await events.headPosition())!);
    const rebuilt = openMemoryReadStore();
    await rebuildProjection(events, rebuilt, tallyProjection(), { batchSize: 64 });
    expect(await fingerprint(rebuilt, tallyProjection())).toBe(await fingerprint(live, tallyProjection()));
  });

  it('does not keep a read waiting on a projection whose new version is being built: its old generation serves frozen', async () => {
    const events = openMemoryEventStore();
    const store = openMemoryReadStore();
    await rebuildProjection(events, store, tallyProjection(1));
    await store.commit([
      {
        type: 'put',
        table: 'projection_state',
        doc: { id: 'tally', active: { version: 1, serial: 1 }, building: { version: 2, serial: 2 } },
      },
    ]);
    const { position } = await events.append('s', [testEvent('Opened')], { expectedRevision: 'any' });
    expect(await waitForPosition(store, [tallyProjection(2)], position, { timeoutMs: 5000 })).toBe(true);
  });

  it('lets a read wait for a position the projections have not reached, and gives up at the bound', async () => {
    const events = openMemoryEventStore();
    const store = openMemoryReadStore();
    await store.ensureTable({ name: 'projection_state' });
    const { position } = await events.append('s', [testEvent('Opened')], { expectedRevision: 'any' });
    expect(await waitForPosition(store, [tallyProjection()], position, { timeoutMs: 30 })).toBe(false);
    await startRunner(events, store, [tallyProjection()]);
    await settled(store, position);
  });

  it('marks a projection failed and stops trying when a batch can never be committed', async () => {
    const events = openMemoryEventStore();
    const store = openMemoryReadStore();
    let tries = 0;
    const tally = tallyProjection();
    const poisoned: Projection = {
      ...tally,
      async apply(event, tx) {
        if (event.type !== 'Oversized') return tally.apply(event, tx);
        tries += 1;
        throw new Error('document exceeds the maximum size');
      },
    };
    const runner = await startRunner(events, store, [poisoned], { maxAttempts: 3, retryMs: 1, operations: false });
    const applied = await events.append('stream-0', [testEvent('Opened')], { expectedRevision: 'any' });
    await settled(store, applied.position);
    const { position } = await events.append('stream-0', [testEvent('Oversized')], { expectedRevision: 'any' });

    let status: ProjectionStatus;
    while (!(status = await projectionStatus(events, store, poisoned, new Date())).failure)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await runner.stop();

    expect(tries).toBe(3);
    expect(status).toMatchObject({ checkpoint: String(applied.position), lagEvents: 1 });
    expect(status.failure).toMatchObject({
      generation: 'v1g1',
      error: 'document exceeds the maximum size',
      firstPosition: String(position),
      lastPosition: String(position),
      attempts: 3,
    });
    // It will never get there: reads answer with what it has instead of waiting out their bound.
    expect(await waitForPosition(store, [poisoned], position, { timeoutMs: 60_000 })).toBe(true);
  });

  it('clears the failure once the projection commits again, after a restart', async () => {
    const events = openMemoryEventStore();
    const store = openMemoryReadStore();
    let failing = true;
    const tally = tallyProjection();
    const flaky: Projection = {
      ...tally,
      async apply(event, tx) {
        if (failing) throw new Error('not yet');
        return tally.apply(event, tx);
      },
    };
    const first = await startRunner(events, store, [flaky], { maxAttempts: 1, retryMs: 1, operations: false });
    const { position } = await events.append('stream-0', [testEvent('Opened')], { expectedRevision: 'any' });
    while (!(await projectionStatus(events, store, flaky, new Date())).failure) await new Promise((resolve) => setTimeout(resolve, 5));
    await first.stop();

    failing = false;
    await startRunner(events, store, [flaky], { operations: false });
    await settled(store, position);
    while ((await projectionStatus(events, store, flaky, new Date())).failure) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await countOf(store, 'stream-0')).toBe(1);
  });
});
