import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll } from 'vitest';
import { containerRuntime } from '../testing/container-runtime.ts';
import { reportSkippedSuite } from '../testing/skips.ts';
import { eventStoreContract } from './contract.ts';
import { openEsdbEventStore } from './esdb.ts';

const readAhead = 32;
let server: StartedTestContainer | undefined;

// One server for the suite: the contract works relative to the head at the start of each test.
beforeAll(async () => {
  const runtime = await containerRuntime();
  if (!runtime.available) {
    reportSkippedSuite('esdb contract suite', runtime.reason);
    return;
  }
  server = await new GenericContainer('eventstore/eventstore:24.10')
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_CLUSTER_SIZE: '1',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
});

afterAll(async () => {
  await server?.stop();
});

eventStoreContract(
  'esdb',
  async () => {
    if (server === undefined) throw new Error('EventStoreDB container not started');
    const store = openEsdbEventStore(`esdb://${server.getHost()}:${server.getMappedPort(2113)}?tls=false`, { readAhead });
    return { store, cleanup: () => store.close() };
  },
  {
    requires: containerRuntime,
    freshLogPerOpen: false,
    readAhead: { fetched: (subscription) => subscription.fetched, max: readAhead },
  },
);
