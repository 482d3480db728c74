import { mkdirSync } from 'node:fs';
import { openEventStore, openReadStore, type Config, type EventStore, type ReadStore } from '@rostra/platform';

export interface Stores {
  events: EventStore;
  readStore: ReadStore;
  close(): Promise<void>;
}

/** Opens the configured stores: embedded SQLite files under DATA_DIR unless URLs point elsewhere. */
export async function openStores(config: Config): Promise<Stores> {
  mkdirSync(config.dataDir, { recursive: true });
  const events = await openEventStore(config.eventStoreUrl);
  const readStore = await openReadStore(config.readStoreUrl);
  return {
    events,
    readStore,
    async close() {
      await Promise.allSettled([events.close(), readStore.close()]);
    },
  };
}
