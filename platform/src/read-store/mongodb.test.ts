import { MongoClient } from 'mongodb';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { twoProcessSpecs } from '../projection/testing/two-processes.ts';
import { containerRuntime, type ContainerRuntime } from '../testing/container-runtime.ts';
import { reportSkippedSuite } from '../testing/skips.ts';
import { mailOutboxContract } from '../mail/testing/outbox-contract.ts';
import { readStoreContract } from './testing/contract.ts';
import { openMongoReadStore } from './mongodb.ts';
import { openMongoKeyStore } from '../personal-data/mongodb-key-store.ts';
import { CONTRACT_KEY, keyStoreContract } from '../personal-data/testing/key-store-contract.ts';

let runtime: ContainerRuntime = { available: false, reason: 'container runtime not probed yet' };
let container: StartedTestContainer | undefined;
let admin: MongoClient | undefined;
let url = '';

beforeAll(async () => {
  runtime = await containerRuntime();
  if (!runtime.available) {
    reportSkippedSuite('mongodb contract suite', runtime.reason);
    return;
  }
  // Transactions need a replica set; a single node that elects itself is enough.
  container = await new GenericContainer('mongo:7')
    .withCommand(['mongod', '--replSet', 'rs0', '--bind_ip_all'])
    .withExposedPorts(27017)
    .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
    .start();
  const initiate = await container.exec([
    'mongosh',
    '--quiet',
    '--eval',
    `rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'localhost:27017' }] });
     while (!db.hello().isWritablePrimary) sleep(100);`,
  ]);
  if (initiate.exitCode !== 0) throw new Error(`rs.initiate failed: ${initiate.output}`);
  // The member advertises localhost:27017, which is only right inside the container.
  url = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?directConnection=true`;
  admin = await new MongoClient(url).connect();
}, 300_000); // a first run pulls the image

afterAll(async () => {
  await admin?.close();
  await container?.stop();
});

beforeEach((ctx) => {
  if (!runtime.available) ctx.skip(runtime.reason);
});

let opened = 0;

readStoreContract('mongodb', async () => {
  const database = `rostra_contract_${++opened}`;
  const store = await openMongoReadStore(url, { database });
  return {
    store,
    openAnother: () => openMongoReadStore(url, { database }),
    cleanup: async () => {
      await store.close();
      await admin?.db(database).dropDatabase();
    },
  };
});

describe('mongodb: projections across two processes', () => {
  twoProcessSpecs(async () => {
    const database = `rostra_two_${++opened}`;
    const [one, other] = await Promise.all([openMongoReadStore(url, { database }), openMongoReadStore(url, { database })]);
    return {
      one,
      other,
      async cleanup() {
        await Promise.all([one.close(), other.close()]);
        await admin?.db(database).dropDatabase();
      },
    };
  });
});

mailOutboxContract('mongodb', async () => {
  const database = `rostra_outbox_${++opened}`;
  const store = await openMongoReadStore(url, { database });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await admin?.db(database).dropDatabase();
    },
  };
});

// The key store lives beside the read models, in the same database.
keyStoreContract('mongodb', async () => {
  const database = `rostra_keys_${++opened}`;
  const store = await openMongoKeyStore(url, database, CONTRACT_KEY);
  const others: { close(): Promise<void> }[] = [];
  return {
    store,
    raw: async () => JSON.stringify(await admin!.db(database).collection('_personal_data_keys').find().toArray()),
    async openWithKey(key) {
      const other = await openMongoKeyStore(url, database, key);
      others.push(other);
      return other;
    },
    cleanup: async () => {
      await Promise.all([store, ...others].map((s) => s.close().catch(() => undefined)));
      await admin?.db(database).dropDatabase();
    },
  };
});
