import { EVENT_TYPES } from '@rostra/contracts';
import { openMemoryEventStore, openMemoryReadStore, ProjectionRunner } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { allProjections } from './index.ts';
import { history, writeHistory, type HistoryOptions } from './testing/history.ts';
import { caughtUp } from './testing/caught-up.ts';
import { differingFromRebuild } from './testing/differing-from-rebuild.ts';

/** Several organizations over four years: a little over 100,000 events of every type. */
const HISTORY: HistoryOptions = { organizations: 7, members: 40, months: 46, seed: 7 };

describe('every read model', () => {
  // No time limit: the work is a fixed log, which a loaded machine goes through slower (over 240 s
  // where others' tests share the cores), and the one open-ended wait fails when the runner stalls.
  it('rebuilt from the log is identical to the one built live while the events arrived', { timeout: 0 }, async () => {
    const types = new Set([...history(HISTORY)].flatMap((append) => append.events.map((event) => event.type)));
    expect(
      EVENT_TYPES.filter((type) => !types.has(type)),
      'event types the history lacks',
    ).toEqual([]);

    const events = openMemoryEventStore();
    const live = openMemoryReadStore();
    const runner = new ProjectionRunner(events, live, allProjections, { operations: false, batchSize: 250 });
    await runner.start();
    // Let the runner apply batches between appends, as it does while commands arrive.
    const count = await writeHistory(events, HISTORY, (appended) =>
      appended % 200 < 10 ? new Promise((resolve) => setImmediate(resolve)) : undefined,
    );
    expect(count).toBeGreaterThanOrEqual(100_000);
    expect(await caughtUp(live, allProjections, (await events.headPosition())!)).toBe(true);
    await runner.stop();
    expect(await live.count((await live.resolveAlias('audit_entries'))!)).toBeGreaterThan(10_000);

    expect(await differingFromRebuild(events, live, openMemoryReadStore(), allProjections, { batchSize: 2000 })).toEqual([]);
  });
});
