import { eventStoreContract } from './testing/contract.ts';
import { openMemoryEventStore } from './memory.ts';

const pageSize = 16;

eventStoreContract(
  'memory',
  async () => {
    const store = openMemoryEventStore({ pageSize });
    return { store, cleanup: () => store.close() };
  },
  { readAhead: { fetched: (subscription) => subscription.fetched, max: pageSize } },
);
