import { openMemoryReadStore } from './memory.ts';
import { openMongoReadStore } from './mongodb.ts';
import type { ReadStore } from './port.ts';
import { openSqliteReadStore } from './sqlite.ts';

export type * from './port.ts';
export { openMemoryReadStore } from './memory.ts';
export { openMongoReadStore, type MongoReadStoreOptions } from './mongodb.ts';
export { openSqliteReadStore } from './sqlite.ts';

/** `sqlite:<path>`, `memory:` or a `mongodb://` / `mongodb+srv://` URL. */
export async function openReadStore(url: string): Promise<ReadStore> {
  if (url.startsWith('sqlite:')) return openSqliteReadStore(url.slice('sqlite:'.length));
  if (url === 'memory:') return openMemoryReadStore();
  if (/^mongodb(\+srv)?:\/\//.test(url)) return openMongoReadStore(url);
  throw new TypeError(`unsupported read store URL "${url}": expected sqlite:<path>, memory: or mongodb://…`);
}
