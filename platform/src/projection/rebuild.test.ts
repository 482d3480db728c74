import { describe, expect, it } from 'vitest';
import { openMemoryEventStore } from '../event-store/memory.ts';
import { openMemoryReadStore } from '../read-store/memory.ts';
import { fingerprint } from './fingerprint.ts';
import type { Projection } from './projection.ts';
import { rebuildProjection, rebuildProjections, type RebuildProgress } from './rebuild.ts';
import { sparse } from './testing/log-views.ts';
import { interruptedRebuild } from './testing/interrupted-rebuild.ts';
import { failingOnce, generateLog, tallyProjection } from './testing/tally.ts';

describe('rebuilding a projection', () => {
  it('reports progress and a summary of events, seconds and rate', async () => {
    const events = openMemoryEventStore();
    await generateLog(events, 250);
    const reports: RebuildProgress[] = [];
    const summary = await rebuildProjection(events, openMemoryReadStore(), tallyProjection(), {
      batchSize: 100,
      onProgress: (progress) => reports.push(progress),
    });
    expect(reports.map((report) => report.events)).toEqual([100, 200, 250]);
    expect(reports.at(-1)?.fraction).toBe(1);
    expect(summary).toMatchObject({ projection: 'tally', events: 250, resumed: false });
    expect(summary.eventsPerSecond).toBeGreaterThan(0);
  });

  it('reports an exact total of events where positions are sparse', async () => {
    const events = openMemoryEventStore();
    await generateLog(events, 250);
    const reports: RebuildProgress[] = [];
    await rebuildProjection(sparse(events), openMemoryReadStore(), tallyProjection(), {
      batchSize: 100,
      onProgress: (progress) => void reports.push(progress),
    });
    expect(reports.map(({ events: done, total, fraction }) => ({ done, total, fraction }))).toEqual([
      { done: 100, total: 250, fraction: 0.4 },
      { done: 200, total: 250, fraction: 0.8 },
      { done: 250, total: 250, fraction: 1 },
    ]);
    expect(reports.at(-1)?.etaSeconds).toBe(0);
  });

  it('keeps the old generation serving until the new one is complete', async () => {
    const { store } = await interruptedRebuild(100, 50, 10);
    expect(await store.resolveAlias('tally_streams')).toBe('tally_streams__v1g1');
  });

  it('resumes an interrupted rebuild from its checkpoint and ends identical to a clean one', async () => {
    const events = openMemoryEventStore();
    await generateLog(events, 400, { streams: 7, perAppend: 30 });
    const clean = openMemoryReadStore();
    await rebuildProjection(events, clean, tallyProjection());

    const store = openMemoryReadStore();
    await expect(rebuildProjection(events, store, failingOnce(275), { batchSize: 50 })).rejects.toThrow('crash');
    const summary = await rebuildProjection(events, store, tallyProjection(), { batchSize: 50 });
    expect(summary).toMatchObject({ resumed: true, events: 150 });
    expect(await fingerprint(store, tallyProjection())).toBe(await fingerprint(clean, tallyProjection()));
  });

  it('rebuilds several projections in one pass over the log, each resuming from its own checkpoint', async () => {
    const events = openMemoryEventStore();
    await generateLog(events, 400, { streams: 7, perAppend: 30 });
    const clean = openMemoryReadStore();
    await rebuildProjection(events, clean, tallyProjection());
    const other: Projection = {
      name: 'other',
      version: 1,
      tables: [{ name: 'other_counts' }],
      async apply(event, tx) {
        const doc = await tx.get<{ id: string; count: number }>('other_counts', event.streamId);
        tx.put('other_counts', { id: event.streamId, count: (doc?.count ?? 0) + 1 });
      },
    };

    const store = openMemoryReadStore();
    await expect(rebuildProjection(events, store, failingOnce(275), { batchSize: 50 })).rejects.toThrow('crash');
    const reports: RebuildProgress[] = [];
    const summaries = await rebuildProjections(events, store, [tallyProjection(), other], {
      batchSize: 100,
      onProgress: (p) => void reports.push(p),
    });
    expect(summaries.map(({ projection, events: applied, resumed }) => ({ projection, applied, resumed }))).toEqual([
      { projection: 'tally', applied: 150, resumed: true },
      { projection: 'other', applied: 400, resumed: false },
    ]);
    expect(reports.at(-1)).toMatchObject({ projection: 'all', events: 400, total: 400 });
    expect(await fingerprint(store, tallyProjection())).toBe(await fingerprint(clean, tallyProjection()));
    const counts = await store.find<{ id: string; count: number }>((await store.resolveAlias('other_counts'))!);
    expect(counts.reduce((sum, doc) => sum + doc.count, 0)).toBe(400);
  });
});
