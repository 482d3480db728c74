import type { ReadAllOptions, RecordedEvent, Subscription } from './port.ts';

/**
 * The embedded adapters' log, read in bounded pages so neither readAll nor a subscription ever
 * holds more than one page of a large log in memory.
 */
export interface PagedLog {
  readonly pageSize: number;
  /** Up to `limit` events strictly after `after`, in position order (positions start at 1). */
  readPage(after: bigint, limit: number): RecordedEvent[];
  /** Taken before a read; see waitForAppend. */
  readonly appendVersion: number;
  /** Resolves once the log may have grown since `appendVersion` was `seen`, or when `signal` aborts. */
  waitForAppend(seen: number, signal: AbortSignal): Promise<void>;
}

export async function* readPaged(
  log: PagedLog,
  { after = 0n, maxCount = Number.POSITIVE_INFINITY }: ReadAllOptions = {},
): AsyncGenerator<RecordedEvent> {
  let cursor = after;
  let remaining = maxCount;
  while (remaining > 0) {
    const limit = Math.min(log.pageSize, remaining);
    const page = log.readPage(cursor, limit);
    yield* page;
    const last = page.at(-1);
    if (last === undefined || page.length < limit) return;
    remaining -= page.length;
    cursor = last.position;
  }
}

/**
 * A catch-up subscription over a PagedLog. It reads the next page only when the consumer has
 * taken the previous one, so it runs at most one page ahead of a slow consumer (back-pressure).
 */
export class PagedSubscription implements Subscription {
  readonly #log: PagedLog;
  readonly #after: bigint;
  readonly #closing = new AbortController();
  readonly #closed: AbortSignal;
  #fetched = 0;

  /** `storeClosed` ends the subscription together with its store. */
  constructor(log: PagedLog, after: bigint | undefined, storeClosed: AbortSignal) {
    this.#log = log;
    this.#after = after ?? 0n;
    this.#closed = AbortSignal.any([this.#closing.signal, storeClosed]);
  }

  /** Events taken from the log so far, delivered or buffered: at most a page ahead of delivery. */
  get fetched(): number {
    return this.#fetched;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent> {
    const closed = this.#closed;
    let after = this.#after;
    while (!closed.aborted) {
      const seen = this.#log.appendVersion;
      const page = this.#log.readPage(after, this.#log.pageSize);
      this.#fetched += page.length;
      for (const event of page) {
        if (closed.aborted) return;
        after = event.position;
        yield event;
      }
      if (page.length < this.#log.pageSize) await this.#log.waitForAppend(seen, closed);
    }
  }

  close(): Promise<void> {
    this.#closing.abort();
    return Promise.resolve();
  }
}
