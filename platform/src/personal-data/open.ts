import { databaseInUrl } from '../read-store/mongodb.ts';
import type { SubjectKeyStore } from './key-store.ts';
import { SqliteKeyStore } from './sqlite-key-store.ts';

/** The key store beside the read models a read store URL names (`sqlite:<path>`, `memory:`, `mongodb://…`). */
export async function openKeyStore(readStoreUrl: string, configuredKey: string): Promise<SubjectKeyStore> {
  if (readStoreUrl.startsWith('sqlite:')) return new SqliteKeyStore(readStoreUrl.slice('sqlite:'.length), configuredKey);
  if (readStoreUrl === 'memory:') return new SqliteKeyStore(':memory:', configuredKey);
  if (/^mongodb(\+srv)?:\/\//.test(readStoreUrl)) {
    // Loaded on demand, as the read store's driver is.
    const { openMongoKeyStore } = await import('./mongodb-key-store.ts');
    return openMongoKeyStore(readStoreUrl, databaseInUrl(readStoreUrl) ?? 'rostra', configuredKey);
  }
  throw new TypeError(`unsupported read store URL "${readStoreUrl}" for the personal data keys`);
}
