import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteKeyStore } from './sqlite-key-store.ts';
import { CONTRACT_KEY, keyStoreContract } from './testing/key-store-contract.ts';

keyStoreContract('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rostra-keys-'));
  const path = join(dir, 'read.db');
  const store = new SqliteKeyStore(path, CONTRACT_KEY);
  const opened = [store];
  return {
    store,
    async raw() {
      const db = new Database(path, { readonly: true });
      try {
        return JSON.stringify(db.prepare('SELECT * FROM personal_data_keys').all());
      } finally {
        db.close();
      }
    },
    async openWithKey(key) {
      const other = new SqliteKeyStore(path, key);
      opened.push(other);
      return other;
    },
    async cleanup() {
      await Promise.all(opened.map((s) => s.close().catch(() => undefined)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
