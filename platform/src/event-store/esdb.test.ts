import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { EventStoreDBClient, binaryEvent, jsonEvent } from '@eventstore/db-client';
import { pino } from 'pino';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerRuntime } from '../testing/container-runtime.ts';
import { reportSkippedSuite } from '../testing/skips.ts';
import { eventStoreContract } from './testing/contract.ts';
import { PersonalDataEventStore } from '../personal-data/personal-data-store.ts';
import { SqliteKeyStore } from '../personal-data/sqlite-key-store.ts';
import { CONTRACT_KEY } from '../personal-data/testing/key-store-contract.ts';
import { MARKER, personalEventOf } from '../personal-data/testing/personal-events.ts';
import { openEsdbEventStore } from './esdb.ts';
import { testMetadata } from './testing/metadata.ts';

const readAhead = 32;
let server: StartedTestContainer | undefined;

// One server for the suite: the contract works relative to the head at the start of each test.
beforeAll(async () => {
  const runtime = await containerRuntime();
  if (!runtime.available) {
    reportSkippedSuite('esdb contract suite', runtime.reason);
    return;
  }
  // The image compose.yaml runs (cli/src/compose.test.ts keeps the two the same).
  server = await new GenericContainer('docker.kurrent.io/kurrent-latest/kurrentdb:25.1.0')
    .withEnvironment({
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_CLUSTER_SIZE: '1',
      KURRENTDB_MEM_DB: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
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

describe('esdb: events another application writes on the same database', () => {
  it('are skipped by reads and subscriptions, and logged', async (ctx) => {
    const runtime = await containerRuntime();
    if (!runtime.available) return ctx.skip(runtime.reason);
    if (server === undefined) throw new Error('EventStoreDB container not started');
    const url = `esdb://${server.getHost()}:${server.getMappedPort(2113)}?tls=false`;
    const logged: { msg: string; streamId: string }[] = [];
    const sink = new Writable({
      write(line: Buffer, _encoding, done) {
        logged.push(JSON.parse(line.toString()) as { msg: string; streamId: string });
        done();
      },
    });
    const store = openEsdbEventStore(url, { logger: pino(sink) });
    const foreign = EventStoreDBClient.connectionString(url);
    try {
      const before = (await store.headPosition()) ?? undefined;
      await foreign.appendToStream('orders-1', [
        jsonEvent({ type: 'OrderPlaced', data: { orderId: 1 } }),
        binaryEvent({ type: 'Blob', data: new Uint8Array([1]) }),
      ]);
      const ours = await store.append('ours-1', [{ type: 'Ours', version: 1, data: {}, metadata: testMetadata() }], {
        expectedRevision: 'any',
      });
      const read = [];
      for await (const event of store.readAll(before === undefined ? {} : { after: before })) read.push(event.streamId);
      expect(read).toEqual(['ours-1']);
      expect(await store.headPosition()).toBe(ours.position);
      const subscription = store.subscribeToAll(before === undefined ? {} : { after: before });
      for await (const event of subscription) {
        expect(event.streamId).toBe('ours-1');
        break;
      }
      await subscription.close();
      expect(logged.filter((line) => line.streamId === 'orders-1').length).toBeGreaterThanOrEqual(2);
    } finally {
      await foreign.dispose();
      await store.close();
    }
  });
});

describe('esdb: personal data', () => {
  it('is sealed before it reaches the server, and reads as its replacement once its key is erased', async (ctx) => {
    const runtime = await containerRuntime();
    if (!runtime.available) return ctx.skip(runtime.reason);
    if (server === undefined) throw new Error('EventStoreDB container not started');
    const bare = openEsdbEventStore(`esdb://${server.getHost()}:${server.getMappedPort(2113)}?tls=false`);
    const keys = new SqliteKeyStore(':memory:', CONTRACT_KEY);
    const sealed = new PersonalDataEventStore(bare, keys);
    try {
      const stream = `user-pd-${randomUUID()}`;
      const event = personalEventOf('UserRegistered');
      await sealed.append(stream, [event], { expectedRevision: 'no_stream' });
      const [raw] = await bare.readStream(stream);
      expect(JSON.stringify([raw!.data, raw!.metadata])).not.toContain(MARKER);
      expect((await sealed.readStream(stream))[0]).toMatchObject({ data: event.data, metadata: event.metadata });
      const number = await keys.erase(['user:u1']);
      expect((await sealed.readStream(stream))[0]!.data).toMatchObject({ name: `Former member ${number}`, userId: 'u1' });
    } finally {
      await sealed.close();
    }
  });
});
