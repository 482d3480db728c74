import { expect, it } from 'vitest';
import { openMemoryEventStore } from '../../event-store/memory.ts';
import type { ReadStore } from '../../read-store/port.ts';
import { applyBatch } from '../apply-batch.ts';
import { readState } from '../generations.ts';
import { rebuildProjection } from '../rebuild.ts';
import { generateLog, tallyProjection } from './tally.ts';

/** Two instances of a read-store adapter on one storage, as two processes have; closes both. */
export type OpenTwo = () => Promise<{ one: ReadStore; other: ReadStore; cleanup(): Promise<void> }>;

/** What a rebuild in one process means for a runner in another, on any adapter with shared storage. */
export function twoProcessSpecs(open: OpenTwo): void {
  it('a runner in one process cannot bring back the generation a rebuild in another process dropped', async () => {
    const { one, other, cleanup } = await open();
    try {
      const events = openMemoryEventStore();
      await generateLog(events, 30);
      await rebuildProjection(events, one, tallyProjection());
      const stale = (await readState(one, 'tally')).active!;
      const batch = [];
      for await (const event of events.readAll({ maxCount: 5 })) batch.push(event);

      await rebuildProjection(events, other, tallyProjection()); // `rostra projections rebuild`: swaps, drops the old one

      await expect(applyBatch(one, tallyProjection(), stale, batch)).rejects.toThrow(/tally_\w+__v1g1/);
      expect(await one.listTables()).toEqual(['projection_state', 'tally_streams__v1g2', 'tally_types__v1g2']);
      expect(await one.getCheckpoint('tally@v1g1')).toBeNull();
      expect(await one.count('tally_streams__v1g2')).toBeGreaterThan(0);
    } finally {
      await cleanup();
    }
  });
}
