import type { RecordedEvent } from '../event-store/port.ts';
import type { ReadStore } from '../read-store/port.ts';
import { checkpointKey, physicalTable, type Generation } from './generations.ts';
import { handles, type Projection } from './projection.ts';
import { UnitOfWork } from './unit-of-work.ts';

/** Applies events to one generation and commits the changes with the checkpoint: all or nothing. */
export async function applyBatch(
  store: ReadStore,
  projection: Projection,
  generation: Generation,
  events: readonly RecordedEvent[],
): Promise<void> {
  const last = events.at(-1);
  if (!last) return;
  const work = new UnitOfWork(store, (table) => physicalTable(table, generation));
  for (const event of events) {
    if (handles(projection, event.type)) await projection.apply(event, work);
  }
  await store.commit(work.changes(), { key: checkpointKey(projection.name, generation), position: last.position });
}
