import type { EventStore } from '../../event-store/port.ts';

/** The log as an adapter that cannot count sees it (EventStoreDB): no countAfter. */
export function uncountable(inner: EventStore): EventStore {
  return {
    append: (stream, events, options) => inner.append(stream, events, options),
    readStream: (stream, options) => inner.readStream(stream, options),
    readAll: (options) => inner.readAll(options),
    subscribeToAll: (options) => inner.subscribeToAll(options),
    headPosition: () => inner.headPosition(),
    close: () => inner.close(),
  };
}

/** A log whose positions are far apart, as EventStoreDB's byte offsets are, and that cannot count. */
export function sparse(inner: EventStore): EventStore {
  return {
    ...uncountable(inner),
    async *readAll(options = {}) {
      const after = options.after === undefined ? {} : { after: options.after / 100n };
      for await (const event of inner.readAll({ ...options, ...after })) yield { ...event, position: event.position * 100n };
    },
    async headPosition() {
      const head = await inner.headPosition();
      return head === null ? null : head * 100n;
    },
  };
}
