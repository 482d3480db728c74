import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent, RecordedEvent } from './port.ts';

/**
 * An event as the embedded adapters keep it (one sqlite row). Data and metadata are JSON text in
 * both, so memory and sqlite round-trip payloads exactly as EventStoreDB does.
 */
export interface StoredEvent {
  position: number;
  stream: string;
  revision: number;
  id: string;
  type: string;
  version: number;
  data: string;
  metadata: string;
}

/** Throws before anything is written: an append of nothing has no revision or position to report. */
export function assertNotEmpty(events: readonly NewEvent[]): void {
  if (events.length === 0) throw new RangeError('append needs at least one event');
}

export function toStored(
  stream: string,
  revision: number,
  event: NewEvent,
): Omit<StoredEvent, 'position'> {
  return {
    stream,
    revision,
    id: event.id ?? randomUUID(),
    type: event.type,
    version: event.version,
    data: JSON.stringify(event.data ?? null),
    metadata: JSON.stringify(event.metadata),
  };
}

export function toRecorded(row: StoredEvent): RecordedEvent {
  return {
    id: row.id,
    streamId: row.stream,
    revision: BigInt(row.revision),
    position: BigInt(row.position),
    type: row.type,
    version: row.version,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as EventMetadata,
  };
}
