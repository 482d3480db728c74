import { randomUUID } from 'node:crypto';
import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  jsonEvent,
  type AppendExpectedRevision,
  type EventData,
  type JSONType,
  type Position,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { asCurrentVersion } from './current-version.ts';
import type { EventMetadata, ExpectedRevision, NewEvent, RecordedEvent } from './port.ts';

const PREPARE_MASK = (1n << 64n) - 1n;

/**
 * One bigint per $all position. Each event of an append has a position of its own, commit equal to
 * prepare (the server's reader gives an implicitly committed event its own log position as commit
 * position); only events of a legacy explicit transaction share a commit position and differ in
 * prepare. (commit << 64) | prepare orders the log totally in both cases.
 */
export function packPosition({ commit, prepare }: Position): bigint {
  return (commit << 64n) | prepare;
}

export function unpackPosition(position: bigint): Position {
  return { commit: position >> 64n, prepare: position & PREPARE_MASK };
}

export function toClientExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'exists':
      return STREAM_EXISTS;
    default:
      return expected;
  }
}

/** The metadata as stored: ours, plus the schema version and the `$`-keys EventStoreDB's own projections read. */
interface WireMetadata extends EventMetadata {
  schemaVersion: number;
  $correlationId: string;
  $causationId?: string;
}

export function toEventData(event: NewEvent): EventData {
  const { metadata } = event;
  const wire: WireMetadata = {
    ...metadata,
    schemaVersion: event.version,
    $correlationId: metadata.correlationId,
    ...(metadata.causationId === null ? {} : { $causationId: metadata.causationId }),
  };
  return jsonEvent({
    id: event.id ?? randomUUID(),
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: wire as unknown as JSONType,
  });
}

/** EventStoreDB refuses an append larger than this by default (MaxAppendSize). */
export const MAX_APPEND_BYTES = 1024 * 1024;

/** What an append of these events sends: each event's data and metadata as the client serializes them (JSON). */
export function appendBytes(events: NewEvent[]): number {
  const encoder = new TextEncoder();
  return events
    .map(toEventData)
    .reduce(
      (total, event) =>
        total +
        encoder.encode(event.type).length +
        encoder.encode(JSON.stringify(event.data)).length +
        encoder.encode(JSON.stringify(event.metadata)).length,
      0,
    );
}

/** Events whose type starts with `$` are EventStoreDB's own (settings, stats, links), never ours. */
export function isSystemEvent(event: { type: string }): boolean {
  return event.type.startsWith('$');
}

/**
 * Another writer on the same database (a migration script, another application) writes events
 * without Rostra's metadata: they are not ours, and reading them as ours would fail.
 */
export function isRostraEvent(event: EsdbRecordedEvent): boolean {
  if (!event.isJson) return false;
  const metadata = event.metadata as Partial<WireMetadata> | Uint8Array | undefined;
  if (typeof metadata !== 'object' || metadata === null || metadata instanceof Uint8Array) return false;
  return typeof metadata.schemaVersion === 'number' && typeof metadata.correlationId === 'string';
}

/** An EventStoreDB event as ours, upcast to the current version of its type. */
export function fromRecordedEvent(event: EsdbRecordedEvent): RecordedEvent {
  if (event.position === undefined) {
    throw new Error(`EventStoreDB returned ${event.streamId}@${event.revision} without a position (server older than 22.6?)`);
  }
  // Split off what toEventData added.
  const { schemaVersion, $correlationId: _correlation, $causationId: _causation, ...metadata } = event.metadata as unknown as WireMetadata;
  return asCurrentVersion({
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    position: packPosition(event.position),
    type: event.type,
    version: schemaVersion,
    data: event.data,
    metadata,
  });
}
