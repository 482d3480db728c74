import { readStoreContract } from './testing/contract.ts';
import { openMemoryReadStore } from './memory.ts';

readStoreContract('memory', async () => {
  const store = openMemoryReadStore();
  return { store, cleanup: () => store.close() };
});
