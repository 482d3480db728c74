import { createLogger, openEventStore, openReadStore, type Config, type EventStore, type ReadStore } from '@rostra/platform';

export interface Stores {
  events: EventStore;
  readStore: ReadStore;
  close(): Promise<void>;
}

/**
 * Opens the configured stores: embedded SQLite files under DATA_DIR unless URLs point elsewhere.
 * Creates no directory itself: the SQLite adapters create their file's, and a container on
 * EventStoreDB and MongoDB may have no writable data directory at all.
 */
export async function openStores(config: Config): Promise<Stores> {
  const events = await openEventStore(config.eventStoreUrl, {
    logger: createLogger('rostra', config.LOG_LEVEL).child({ component: 'event-store' }),
  });
  const readStore = await openReadStore(config.readStoreUrl);
  return {
    events,
    readStore,
    async close() {
      await Promise.allSettled([events.close(), readStore.close()]);
    },
  };
}
