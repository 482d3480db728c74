import { describe, expect, it } from 'vitest';
import { openMemoryEventStore } from '../event-store/memory.ts';
import { openMemoryReadStore } from '../read-store/memory.ts';
import { rebuildProjection } from './rebuild.ts';
import { projectionStatus } from './status.ts';
import { uncountable } from './testing/log-views.ts';
import { interruptedRebuild } from './testing/interrupted-rebuild.ts';
import { generateLog, tallyProjection } from './testing/tally.ts';

describe("a projection's status", () => {
  it('counts the events it lags behind, and the age of the oldest, exactly where the log can count', async () => {
    const events = openMemoryEventStore();
    const store = openMemoryReadStore();
    await generateLog(events, 100);
    await rebuildProjection(events, store, tallyProjection());
    expect(await projectionStatus(events, store, tallyProjection(), new Date())).toMatchObject({
      serving: 'v1g1',
      building: null,
      lagEvents: 0,
      lagSeconds: 0,
      buildingLagEvents: null,
    });
    await generateLog(events, 12_000, { perAppend: 1000 });
    const status = await projectionStatus(events, store, tallyProjection(), new Date());
    expect(status).toMatchObject({ checkpoint: '100', lagEvents: 12_000, lagCapped: false });
    expect(status.lagSeconds).toBeGreaterThanOrEqual(0);
    expect(await projectionStatus(uncountable(events), store, tallyProjection(), new Date())).toMatchObject({
      lagEvents: 10_000,
      lagCapped: true,
    });
  });

  it('shows what a blue/green rebuild still has to apply', async () => {
    const { events, store } = await interruptedRebuild(300, 150, 100);
    expect(await projectionStatus(events, store, tallyProjection(), new Date())).toMatchObject({
      serving: 'v1g1',
      building: 'v1g2',
      lagEvents: 0,
      buildingLagEvents: 200,
    });
  });
});
