import type { Logger } from '../logging/logger.ts';
import { openMemoryEventStore } from './memory.ts';
import type { EventStore } from './port.ts';
import { openSqliteEventStore } from './sqlite.ts';

/**
 * The adapter an EVENT_STORE_URL names: `sqlite:<file path>` (or `sqlite::memory:`), `memory:`,
 * or an EventStoreDB connection string (`esdb://…`, `esdb+discover://…`).
 */
export async function openEventStore(url: string, { logger }: { logger?: Logger } = {}): Promise<EventStore> {
  if (url === 'memory:') return openMemoryEventStore();
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    if (path === '') throw new Error('EVENT_STORE_URL sqlite: needs a file path, e.g. sqlite:./data/events.db');
    return openSqliteEventStore(path);
  }
  if (/^esdb(\+discover)?:\/\//.test(url)) {
    // Loaded on demand: the gRPC client costs the embedded default startup time for nothing.
    const { openEsdbEventStore } = await import('./esdb.ts');
    return openEsdbEventStore(url, logger ? { logger } : {});
  }
  throw new Error(`EVENT_STORE_URL must start with sqlite:, memory: or esdb://, got ${JSON.stringify(url.split(':')[0])}:…`);
}
