import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type AppendResult as EsdbAppendResult,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import type { Logger } from '../logging/logger.ts';
import {
  fromRecordedEvent,
  isRostraEvent,
  isSystemEvent,
  packPosition,
  toClientExpectedRevision,
  toEventData,
  unpackPosition,
} from './esdb-mapping.ts';
import { EsdbSubscription } from './esdb-subscription.ts';
import { WrongExpectedRevisionError } from './port.ts';
import type * as Port from './port.ts';
import { assertNotEmpty } from './stored-event.ts';

export interface EsdbEventStoreOptions {
  /** Events a subscription buffers ahead of a slow consumer, beyond gRPC's window (default 64). */
  readAhead?: number;
  /** Where skipped foreign events are reported. */
  logger?: Logger;
}

/**
 * The production log: EventStoreDB through @eventstore/db-client. System events are hidden, and
 * so are foreign ones (written by another application on the same database), which are logged.
 */
export class EsdbEventStore implements Port.EventStore {
  readonly #client: EventStoreDBClient;
  readonly #readAhead: number;
  readonly #logger: Logger | undefined;
  readonly #closed = new AbortController();

  /** `connectionString`: `esdb://host:2113?tls=false` or any form the client accepts. */
  constructor(connectionString: string, { readAhead = 64, logger }: EsdbEventStoreOptions = {}) {
    this.#client = EventStoreDBClient.connectionString(connectionString);
    this.#readAhead = readAhead;
    this.#logger = logger;
  }

  /** Whether an event is one of ours; a foreign one is logged, then skipped by the caller. */
  readonly #ours = (event: EsdbRecordedEvent): boolean => {
    if (isRostraEvent(event)) return true;
    this.#logger?.warn(
      { streamId: event.streamId, revision: event.revision, type: event.type, id: event.id },
      'skipped an event without Rostra metadata (another writer on this database)',
    );
    return false;
  };

  async append(streamId: string, events: Port.NewEvent[], { expectedRevision }: Port.AppendOptions): Promise<Port.AppendResult> {
    assertNotEmpty(events);
    let result: EsdbAppendResult;
    try {
      result = await this.#client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toClientExpectedRevision(expectedRevision),
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamId, expectedRevision, error.actualVersion);
      }
      throw error;
    }
    // The server reports the append's commit position, which is its first event's position; the
    // port promises the last event's, so a multi-event append reads its last event back.
    const position =
      events.length === 1 && result.position !== undefined
        ? packPosition(result.position)
        : await this.#positionOf(streamId, result.nextExpectedRevision);
    return { nextRevision: result.nextExpectedRevision, position };
  }

  async #positionOf(streamId: string, revision: bigint): Promise<bigint> {
    const [event] = await this.readStream(streamId, { fromRevision: revision, maxCount: 1 });
    if (event === undefined) throw new Error(`${streamId}@${revision} not readable right after its append`);
    return event.position;
  }

  async readStream(streamId: string, { fromRevision = 0n, maxCount }: Port.ReadStreamOptions = {}): Promise<Port.RecordedEvent[]> {
    if (maxCount === 0) return [];
    const events: Port.RecordedEvent[] = [];
    try {
      for await (const { event } of this.#client.readStream(streamId, { fromRevision, maxCount })) {
        if (event !== undefined && this.#ours(event)) events.push(fromRecordedEvent(event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async *readAll({ after, maxCount = Number.POSITIVE_INFINITY }: Port.ReadAllOptions = {}): AsyncGenerator<Port.RecordedEvent> {
    if (maxCount <= 0) return;
    // A read from a position includes that position; `after` excludes it.
    const read = this.#client.readAll({ fromPosition: after === undefined ? START : unpackPosition(after) });
    let remaining = maxCount;
    try {
      for await (const { event } of read) {
        if (event === undefined || isSystemEvent(event) || !this.#ours(event)) continue;
        const recorded = fromRecordedEvent(event);
        if (after !== undefined && recorded.position <= after) continue;
        yield recorded;
        if (--remaining === 0) return;
      }
    } finally {
      await read.cancel();
    }
  }

  subscribeToAll({ after }: Port.SubscribeOptions = {}): EsdbSubscription {
    // Subscriptions from a position start after it, as the port's `after` means.
    const stream = this.#client.subscribeToAll(
      { fromPosition: after === undefined ? START : unpackPosition(after), filter: excludeSystemEvents() },
      // A stream buffers up to highWaterMark on each of its two sides.
      { highWaterMark: Math.max(1, Math.ceil(this.#readAhead / 2)) },
    );
    return new EsdbSubscription(stream, this.#closed.signal, this.#ours);
  }

  async headPosition(): Promise<bigint | null> {
    const read = this.#client.readAll({ fromPosition: END, direction: BACKWARDS });
    try {
      for await (const { event } of read) {
        // Quietly: the head is asked for often, and a foreign event is logged where it is read.
        if (event !== undefined && !isSystemEvent(event) && isRostraEvent(event)) return packPosition(event.position);
      }
      return null;
    } finally {
      await read.cancel();
    }
  }

  async close(): Promise<void> {
    this.#closed.abort();
    await this.#client.dispose();
  }
}

export function openEsdbEventStore(connectionString: string, options?: EsdbEventStoreOptions): EsdbEventStore {
  return new EsdbEventStore(connectionString, options);
}
