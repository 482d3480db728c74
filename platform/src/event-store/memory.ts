import { AppendSignal } from './append-signal.ts';
import { checkExpectedRevision } from './expected-revision.ts';
import { PagedSubscription, readPaged, type PagedLog } from './log-pages.ts';
import type * as Port from './port.ts';
import { assertNotEmpty, toRecorded, toStored, type StoredEvent } from './stored-event.ts';

export interface MemoryEventStoreOptions {
  /** Events per page of readAll and subscriptions (default 500). */
  pageSize?: number;
}

/** An in-process log for fast unit tests; it behaves like the durable adapters, minus the disk. */
export class MemoryEventStore implements Port.EventStore {
  /** The log in position order: position n is at index n - 1. */
  readonly #log: StoredEvent[] = [];
  readonly #streams = new Map<string, StoredEvent[]>();
  /** Event ids are unique across the log, as in sqlite. */
  readonly #ids = new Set<string>();
  readonly #appended = new AppendSignal();
  readonly #closed = new AbortController();
  readonly #pages: PagedLog;

  constructor({ pageSize = 500 }: MemoryEventStoreOptions = {}) {
    const log = this.#log;
    const appended = this.#appended;
    this.#pages = {
      pageSize,
      readPage: (after, limit) => log.slice(Number(after), Number(after) + limit).map(toRecorded),
      get appendVersion() {
        return appended.version;
      },
      waitForAppend: (seen, signal) => appended.changedSince(seen, signal),
    };
  }

  async append(streamId: string, events: Port.NewEvent[], options: Port.AppendOptions): Promise<Port.AppendResult> {
    assertNotEmpty(events);
    const stream = this.#streams.get(streamId) ?? [];
    checkExpectedRevision(streamId, options.expectedRevision, stream.length === 0 ? null : BigInt(stream.length - 1));
    // Encode everything before writing anything, so a bad event leaves the log untouched.
    const rows = events.map((event, i): StoredEvent => [this.#log.length + i + 1, ...toStored(streamId, stream.length + i, event)]);
    const ids = new Set(rows.map(([, , , id]) => id));
    if (ids.size < rows.length || [...ids].some((id) => this.#ids.has(id))) {
      throw new Error(`append to ${streamId}: duplicate event id`);
    }
    for (const id of ids) this.#ids.add(id);
    for (const row of rows) {
      this.#log.push(row);
      stream.push(row);
    }
    this.#streams.set(streamId, stream);
    this.#appended.notify();
    const [position, , revision] = rows[rows.length - 1]!;
    return { nextRevision: BigInt(revision), position: BigInt(position) };
  }

  async readStream(streamId: string, { fromRevision = 0n, maxCount }: Port.ReadStreamOptions = {}): Promise<Port.RecordedEvent[]> {
    const from = Number(fromRevision);
    const stream = this.#streams.get(streamId) ?? [];
    return stream.slice(from, maxCount === undefined ? undefined : from + maxCount).map(toRecorded);
  }

  readAll(options?: Port.ReadAllOptions): AsyncIterable<Port.RecordedEvent> {
    return readPaged(this.#pages, options);
  }

  subscribeToAll(options: Port.SubscribeOptions = {}): PagedSubscription {
    return new PagedSubscription(this.#pages, options.after, this.#closed.signal);
  }

  async headPosition(): Promise<bigint | null> {
    return this.#log.length === 0 ? null : BigInt(this.#log.length);
  }

  async countAfter(after: bigint | null): Promise<number> {
    return this.#log.length - Math.min(this.#log.length, Number(after ?? 0n));
  }

  async close(): Promise<void> {
    this.#closed.abort();
  }
}

export function openMemoryEventStore(options?: MemoryEventStoreOptions): MemoryEventStore {
  return new MemoryEventStore(options);
}
