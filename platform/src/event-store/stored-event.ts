import { randomUUID } from 'node:crypto';
import { asCurrentVersion } from './current-version.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from './port.ts';

/**
 * An event as the embedded adapters keep it: a tuple in column order (sqlite's raw mode returns
 * rows as arrays, far cheaper to build than row objects). Data and metadata are JSON text in
 * both adapters, so memory and sqlite round-trip payloads exactly as EventStoreDB does.
 */
export type StoredEvent = [position: number, ...StoredFields];
export type StoredFields = [stream: string, revision: number, id: string, type: string, version: number, data: string, metadata: string];

/** The columns of StoredEvent, in order. */
export const STORED_COLUMNS = 'position, stream, revision, id, type, version, data, metadata';

/** Throws before anything is written: an append of nothing has no revision or position to report. */
export function assertNotEmpty(events: readonly NewEvent[]): void {
  if (events.length === 0) throw new RangeError('append needs at least one event');
}

export function toStored(stream: string, revision: number, event: NewEvent): StoredFields {
  return [
    stream,
    revision,
    event.id ?? randomUUID(),
    event.type,
    event.version,
    JSON.stringify(event.data ?? null),
    JSON.stringify(event.metadata),
  ];
}

/** A stored row as its event, upcast to the current version of its type. */
export function toRecorded([position, stream, revision, id, type, version, data, metadata]: StoredEvent): RecordedEvent {
  return asCurrentVersion({
    id,
    streamId: stream,
    revision: BigInt(revision),
    position: BigInt(position),
    type,
    version,
    data: JSON.parse(data) as unknown,
    metadata: JSON.parse(metadata) as EventMetadata,
  });
}
