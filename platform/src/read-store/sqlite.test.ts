import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStoreContract } from './testing/contract.ts';
import { openSqliteReadStore } from './sqlite.ts';

readStoreContract('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rostra-read-store-'));
  const path = join(dir, 'read.db');
  const store = openSqliteReadStore(path);
  return {
    store,
    openAnother: async () => openSqliteReadStore(path),
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
