import { join } from 'node:path';
import { openMemoryReadStore } from '../read-store/memory.ts';
import { openSqliteReadStore } from '../read-store/sqlite.ts';
import { mailOutboxContract } from './testing/outbox-contract.ts';

// The MongoDB run is in read-store/mongodb.test.ts, beside that adapter's contract suite.
mailOutboxContract('sqlite', async (dir) => {
  const store = openSqliteReadStore(join(dir, 'read.db'));
  return { store, cleanup: () => store.close() };
});

mailOutboxContract('memory', async () => {
  const store = openMemoryReadStore();
  return { store, cleanup: () => store.close() };
});
