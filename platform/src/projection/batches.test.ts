import { describe, expect, it } from 'vitest';
import { batches } from './batches.ts';

/** A source whose items arrive when the test pushes them, counting how many were pulled. */
function manualSource<T>() {
  const queue: T[] = [];
  const waiting: ((value: IteratorResult<T>) => void)[] = [];
  let pulled = 0;
  let ended = false;
  return {
    push(...items: T[]) {
      for (const item of items) {
        const resolve = waiting.shift();
        if (resolve) resolve({ value: item, done: false });
        else queue.push(item);
      }
    },
    end() {
      ended = true;
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
    },
    get pulled() {
      return pulled;
    },
    [Symbol.asyncIterator](): AsyncIterator<T> {
      return {
        next: () => {
          pulled += 1;
          if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
          if (ended) return Promise.resolve({ value: undefined, done: true });
          return new Promise((resolve) => waiting.push(resolve));
        },
      };
    },
  };
}

describe('batching a live stream', () => {
  it('yields full batches at once and the rest after a quiet spell', async () => {
    const source = manualSource<number>();
    source.push(1, 2, 3, 4, 5);
    const grouped = batches(source, { maxSize: 2, flushMs: 5, heartbeatMs: 10_000 });
    expect((await grouped.next()).value).toEqual([1, 2]);
    expect((await grouped.next()).value).toEqual([3, 4]);
    expect((await grouped.next()).value).toEqual([5]);
    source.end();
    expect((await grouped.next()).done).toBe(true);
  });

  it('yields an empty batch as a heartbeat while nothing arrives', async () => {
    const source = manualSource<number>();
    const grouped = batches(source, { maxSize: 10, flushMs: 5, heartbeatMs: 5 });
    expect((await grouped.next()).value).toEqual([]);
    source.push(7);
    expect((await grouped.next()).value).toEqual([7]);
    await grouped.return(undefined);
  });

  it('pulls no further ahead than the batch it is filling', async () => {
    const source = manualSource<number>();
    source.push(...Array.from({ length: 100 }, (_, i) => i));
    const grouped = batches(source, { maxSize: 10, flushMs: 5, heartbeatMs: 10_000 });
    await grouped.next();
    expect(source.pulled).toBe(10);
    await grouped.return(undefined);
  });
});
