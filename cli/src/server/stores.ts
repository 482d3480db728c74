import {
  PersonalDataEventStore,
  createLogger,
  openEventStore,
  openKeyStore,
  openReadStore,
  personalDataKey,
  type Config,
  type EventStore,
  type ReadStore,
  type SubjectKeyStore,
} from '@rostra/platform';

export interface Stores {
  /** The log with personal fields sealed on append and opened on read (docs/product/personal-data.md). */
  events: EventStore;
  /** The per-person keys: erasing a person deletes theirs. */
  keys: SubjectKeyStore;
  readStore: ReadStore;
  close(): Promise<void>;
}

/**
 * Opens the configured stores: embedded SQLite files under DATA_DIR unless URLs point elsewhere.
 * Creates no directory itself: the SQLite adapters create their file's, and a container on
 * EventStoreDB and MongoDB may have no writable data directory at all.
 */
export async function openStores(config: Config): Promise<Stores> {
  const log = await openEventStore(config.eventStoreUrl, {
    logger: createLogger('rostra', config.LOG_LEVEL).child({ component: 'event-store' }),
  });
  const keys = await openKeyStore(config.readStoreUrl, personalDataKey(config.PERSONAL_DATA_KEY, config.dataDir));
  const events = new PersonalDataEventStore(log, keys);
  const readStore = await openReadStore(config.readStoreUrl);
  return {
    events,
    keys,
    readStore,
    async close() {
      await Promise.allSettled([events.close(), readStore.close()]);
    },
  };
}
