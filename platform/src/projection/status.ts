import type { ProjectionStatus } from '@rostra/contracts';
import type { EventStore } from '../event-store/port.ts';
import type { ReadStore } from '../read-store/port.ts';
import { failureIn, type ProjectionFailure } from './failure.ts';
import { checkpointKey, generationTag, readState } from './generations.ts';
import type { Projection } from './projection.ts';

/** Where the log cannot count (EventStoreDB), lag is counted by reading up to this many events; beyond, it is "at least". */
const LAG_COUNT_CAP = 10_000;

export type { ProjectionStatus };

/** What health reports of a projection: read from the read store alone, whatever the log's length. */
export interface ProjectionHealth {
  name: string;
  version: number;
  serving: string | null;
  building: string | null;
  checkpoint: string | null;
  /** The serving generation has applied the log up to `head`. */
  caughtUp: boolean;
  /** A batch it could never commit: it stopped there (see runner.ts). */
  failure: ProjectionFailure | null;
}

/** What health and status both say of a projection, read from the read store alone. */
async function standing(store: ReadStore, projection: Projection) {
  const state = await readState(store, projection.name);
  const checkpoint = state.active ? await store.getCheckpoint(checkpointKey(projection.name, state.active)) : null;
  const shown = {
    name: projection.name,
    version: projection.version,
    serving: state.active ? generationTag(state.active) : null,
    building: state.building ? generationTag(state.building) : null,
    checkpoint: checkpoint === null ? null : checkpoint.toString(),
    failure: failureIn(state),
  };
  return { state, checkpoint, shown };
}

/** A projection's health against the log head, in constant time: two read-store lookups, no log reads. */
export async function projectionHealth(store: ReadStore, projection: Projection, head: bigint | null): Promise<ProjectionHealth> {
  const { checkpoint, shown } = await standing(store, projection);
  return { ...shown, caughtUp: head === null || (checkpoint !== null && checkpoint >= head) };
}

async function lagAfter(events: EventStore, after: bigint | null): Promise<{ count: number; capped: boolean; oldest: string | null }> {
  const from = after === null ? {} : { after };
  if (events.countAfter) {
    const [count, first] = await Promise.all([events.countAfter(after), firstOf(events.readAll({ ...from, maxCount: 1 }))]);
    return { count, capped: false, oldest: first?.metadata.occurredAt ?? null };
  }
  let count = 0;
  let oldest: string | null = null;
  for await (const event of events.readAll({ ...from, maxCount: LAG_COUNT_CAP + 1 })) {
    oldest ??= event.metadata.occurredAt;
    count += 1;
  }
  return { count: Math.min(count, LAG_COUNT_CAP), capped: count > LAG_COUNT_CAP, oldest };
}

async function firstOf<T>(items: AsyncIterable<T>): Promise<T | null> {
  for await (const item of items) return item;
  return null;
}

/** The projection's standing and its lag, in events and in seconds behind `now`. */
export async function projectionStatus(events: EventStore, store: ReadStore, projection: Projection, now: Date): Promise<ProjectionStatus> {
  const { state, checkpoint, shown } = await standing(store, projection);
  const lag = await lagAfter(events, checkpoint);
  const building = state.building
    ? await lagAfter(events, await store.getCheckpoint(checkpointKey(projection.name, state.building)))
    : null;
  return {
    ...shown,
    lagEvents: lag.count,
    lagCapped: lag.capped,
    lagSeconds: lag.oldest ? Math.max(0, (now.getTime() - Date.parse(lag.oldest)) / 1000) : 0,
    buildingLagEvents: building?.count ?? null,
  };
}
