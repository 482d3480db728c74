import type { EventStore } from '../event-store/port.ts';
import type { ReadStore } from '../read-store/port.ts';
import { generationTag, readState } from './generations.ts';
import { servingCheckpoint } from './checkpoints.ts';
import type { Projection } from './projection.ts';

/** Lag is counted exactly up to this many events; beyond it, it is reported as "at least". */
const LAG_COUNT_CAP = 10_000;

export interface ProjectionStatus {
  name: string;
  version: number;
  serving: string | null;
  building: string | null;
  checkpoint: string | null;
  lagEvents: number;
  lagCapped: boolean;
  /** Age of the oldest event not yet applied, in seconds; 0 when caught up. */
  lagSeconds: number;
}

export async function projectionStatus(events: EventStore, store: ReadStore, projection: Projection): Promise<ProjectionStatus> {
  const state = await readState(store, projection.name);
  const checkpoint = await servingCheckpoint(store, projection);
  let lagEvents = 0;
  let oldest: string | null = null;
  for await (const event of events.readAll(checkpoint === null ? { maxCount: LAG_COUNT_CAP + 1 } : { after: checkpoint, maxCount: LAG_COUNT_CAP + 1 })) {
    oldest ??= event.metadata.occurredAt;
    lagEvents += 1;
  }
  return {
    name: projection.name,
    version: projection.version,
    serving: state.active ? generationTag(state.active) : null,
    building: state.building ? generationTag(state.building) : null,
    checkpoint: checkpoint === null ? null : checkpoint.toString(),
    lagEvents: Math.min(lagEvents, LAG_COUNT_CAP),
    lagCapped: lagEvents > LAG_COUNT_CAP,
    lagSeconds: oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0,
  };
}
