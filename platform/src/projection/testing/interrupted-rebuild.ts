import { expect } from 'vitest';
import { openMemoryEventStore } from '../../event-store/memory.ts';
import { openMemoryReadStore } from '../../read-store/memory.ts';
import { rebuildProjection } from '../rebuild.ts';
import { failingOnce, generateLog, tallyProjection } from './tally.ts';

/**
 * A log of `count` events with the tally rebuilt from it, then a second rebuild cut short by a
 * crash at its `crashAt`th event (in batches of `batchSize`): the first generation still serves
 * and the second is half built.
 */
export async function interruptedRebuild(count: number, crashAt: number, batchSize: number) {
  const events = openMemoryEventStore();
  const store = openMemoryReadStore();
  await generateLog(events, count);
  await rebuildProjection(events, store, tallyProjection());
  await expect(rebuildProjection(events, store, failingOnce(crashAt), { batchSize })).rejects.toThrow('crash');
  return { events, store };
}
