export * from './port.ts';
export { openEventStore } from './open.ts';
export { openMemoryEventStore, type MemoryEventStore, type MemoryEventStoreOptions } from './memory.ts';
export { openSqliteEventStore, type SqliteEventStore, type SqliteEventStoreOptions } from './sqlite.ts';
// Types only: the esdb adapter itself is loaded by openEventStore when a URL asks for it.
export type { EsdbEventStore, EsdbEventStoreOptions } from './esdb.ts';
