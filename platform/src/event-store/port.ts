/**
 * The event log port. Every adapter (memory, sqlite, esdb) passes the contract suite in
 * `contract.ts`. Revisions count the events of one stream from 0; positions order the whole log.
 * Positions are opaque, totally ordered bigints (esdb packs commit and prepare into one),
 * serialised as decimal strings wherever they leave the process.
 */
export type ExpectedRevision = 'no_stream' | 'any' | 'exists' | bigint;

export interface EventMetadata {
  actorUserId: string | null;
  actorEmail: string | null;
  organizationId: string | null;
  /** The member the change is about, when there is one (audit: "for whom"). */
  subjectMemberId?: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO-8601 UTC instant. */
  occurredAt: string;
}

export interface NewEvent<Data = unknown> {
  /** A uuid; the adapter generates one when absent. */
  id?: string;
  type: string;
  version: number;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Data = unknown> {
  id: string;
  streamId: string;
  revision: bigint;
  position: bigint;
  type: string;
  version: number;
  data: Data;
  metadata: EventMetadata;
}

export interface AppendResult {
  /** Revision of the last event written. */
  nextRevision: bigint;
  /** Global position of the last event written. */
  position: bigint;
}

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
}

export interface ReadStreamOptions {
  /** Inclusive. */
  fromRevision?: bigint;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Omitted: from the start. */
  after?: bigint;
  maxCount?: number;
}

export interface SubscribeOptions {
  /** Exclusive, as in readAll: resume after a checkpoint. Omitted: from the start. */
  after?: bigint;
}

/** A catch-up subscription: replays, then goes live. Pull-based, so a slow consumer slows it. */
export interface Subscription extends AsyncIterable<RecordedEvent> {
  close(): Promise<void>;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /** The stream's events in revision order; an empty array for a stream that does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  subscribeToAll(options?: SubscribeOptions): Subscription;
  /** Position of the last event in the log, or null when the log is empty. */
  headPosition(): Promise<bigint | null>;
  /**
   * How many events follow a position (all of them for null), where the adapter can count
   * without reading them; rebuilds read them to count otherwise (EventStoreDB).
   */
  countAfter?(after: bigint | null): Promise<number>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** The stream's current revision, or 'no_stream'. */
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}
