const IDLE = Symbol('idle');

export interface BatchOptions {
  /** Largest batch. */
  maxSize: number;
  /** How long a started batch waits for more events before it is flushed. */
  flushMs: number;
  /** How often an empty batch is yielded while nothing arrives, so the consumer can look around. */
  heartbeatMs: number;
}

function after(ms: number): Promise<typeof IDLE> {
  return new Promise((resolve) => setTimeout(resolve, ms, IDLE).unref());
}

/**
 * Groups a live stream into batches: full ones at once, partial ones after a short quiet spell,
 * empty ones as heartbeats. It pulls one item at a time, so back-pressure reaches the source.
 */
export async function* batches<T>(source: AsyncIterable<T>, options: BatchOptions): AsyncGenerator<T[]> {
  const iterator = source[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<T>> | null = null;
  let batch: T[] = [];
  let deadline: Promise<typeof IDLE> | null = null;
  try {
    for (;;) {
      pending ??= iterator.next();
      deadline ??= after(batch.length ? options.flushMs : options.heartbeatMs);
      const result = await Promise.race([pending, deadline]);
      if (result === IDLE) {
        deadline = null;
        yield batch;
        batch = [];
        continue;
      }
      pending = null;
      if (result.done) break;
      if (batch.length === 0) deadline = null; // the first event starts the flush clock
      batch.push(result.value);
      if (batch.length >= options.maxSize) {
        yield batch;
        batch = [];
        deadline = null;
      }
    }
    if (batch.length) yield batch;
  } finally {
    // With a pull still pending, an async generator source would queue return() behind it until
    // its next item: hand it over without waiting, the owner's close() ends both.
    if (pending) void iterator.return?.();
    else await iterator.return?.();
  }
}
