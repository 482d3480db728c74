import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { eventStoreContract } from './testing/contract.ts';
import type { RecordedEvent } from './port.ts';
import { openSqliteEventStore, type SqliteEventStore } from './sqlite.ts';
import type { Ack } from './testing/append-child.ts';

const pageSize = 16;
const dirs: string[] = [];

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rostra-events-'));
  dirs.push(dir);
  return join(dir, 'events.db');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

for (const [name, path] of [
  ['sqlite file', tempFile],
  ['sqlite :memory:', () => ':memory:'],
] as const) {
  eventStoreContract(
    name,
    async () => {
      const store = openSqliteEventStore(path(), { pageSize });
      return { store, cleanup: () => store.close() };
    },
    { readAhead: { fetched: (subscription) => subscription.fetched, max: pageSize } },
  );
}

describe('sqlite event store on a shared file', () => {
  it('delivers appends made through another connection to a live subscription', async () => {
    const path = tempFile();
    const reader = openSqliteEventStore(path, { pollIntervalMs: 10 });
    const writer = openSqliteEventStore(path);
    try {
      const iterator = reader.subscribeToAll()[Symbol.asyncIterator]();
      const next = iterator.next(); // caught up on an empty log: waiting
      const { position } = await writer.append('organization-1', [event(0)], { expectedRevision: 'no_stream' });

      expect((await next).value).toMatchObject({ streamId: 'organization-1', position });
    } finally {
      await Promise.all([reader.close(), writer.close()]);
    }
  });

  it('keeps every acknowledged append, and no partial one, when the writer is killed mid-way', async () => {
    const path = tempFile();
    const batchSize = 3;
    const writer = startWriter(path, { batchSize, streams: 4 });
    const exited = once(writer, 'exit');
    const acks: Ack[] = [];
    for await (const ack of acksOf(writer)) {
      acks.push(ack);
      if (acks.length === 300) writer.kill('SIGKILL');
    }
    await exited;
    expect(writer.signalCode).toBe('SIGKILL');

    const store = openSqliteEventStore(path);
    try {
      for (const ack of acks) {
        const [last] = await store.readStream(ack.streamId, { fromRevision: BigInt(ack.nextRevision), maxCount: 1 });
        expect(last).toMatchObject({ position: BigInt(ack.position), data: { batch: ack.batch, index: batchSize - 1 } });
      }
      // One writer appends batch after batch, so the log must be whole batches in order.
      const log = (await collect(store)).map(({ data }) => {
        const { batch, index } = data as WriterData;
        return { batch, index };
      });
      expect(log.length).toBeGreaterThanOrEqual(acks.length * batchSize);
      expect(log).toEqual(
        Array.from({ length: Math.ceil(log.length / batchSize) * batchSize }, (_, i) => ({
          batch: Math.floor(i / batchSize),
          index: i % batchSize,
        })),
      );
    } finally {
      await store.close();
    }
  });

  it('serialises appenders in different processes: each revision is won once and nothing is lost', async () => {
    const path = tempFile();
    const batchSize = 2;
    const batches = 100;
    // Both open the new file at once, racing to create it, then contend for one stream.
    const acks = await Promise.all(
      [1, 2].map(async () => {
        const writer = startWriter(path, { batchSize, streams: 1, batches });
        const exited = once(writer, 'exit');
        const acked: Ack[] = [];
        for await (const ack of acksOf(writer)) acked.push(ack);
        expect(await exited).toEqual([0, null]);
        return acked;
      }),
    );

    const store = openSqliteEventStore(path);
    try {
      const stream = await store.readStream('log-0');
      expect(stream).toHaveLength(2 * batches * batchSize);
      expect(stream.map((recorded) => recorded.revision)).toEqual(stream.map((_, i) => BigInt(i)));
      for (const ack of acks.flat()) {
        const last = Number(ack.nextRevision);
        expect(stream.slice(last - batchSize + 1, last + 1).map(({ data }) => data)).toEqual(
          Array.from({ length: batchSize }, (_, index) => ({ writer: ack.writer, batch: ack.batch, index })),
        );
      }
    } finally {
      await store.close();
    }
  });
});

interface WriterData {
  writer: number;
  batch: number;
  index: number;
}

const WRITER = fileURLToPath(new URL('./testing/append-child.ts', import.meta.url));

function startWriter(
  path: string,
  { batchSize, streams, batches }: { batchSize: number; streams: number; batches?: number },
): ChildProcessByStdio<null, Readable, null> {
  const args = [path, batchSize, streams, ...(batches === undefined ? [] : [batches])].map(String);
  return spawn(process.execPath, ['--import', 'tsx', WRITER, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
}

async function* acksOf(writer: ChildProcessByStdio<null, Readable, null>): AsyncGenerator<Ack> {
  for await (const line of createInterface({ input: writer.stdout })) yield JSON.parse(line) as Ack;
}

function event(n: number) {
  return {
    type: 'Tested',
    version: 1,
    data: { n },
    metadata: {
      actorUserId: null,
      actorEmail: null,
      organizationId: null,
      correlationId: `c-${n}`,
      causationId: null,
      occurredAt: new Date().toISOString(),
    },
  };
}

async function collect(store: SqliteEventStore): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for await (const recorded of store.readAll()) all.push(recorded);
  return all;
}

describe('a sqlite log on a fresh install', () => {
  it('creates its data directory', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rostra-fresh-'));
    const path = join(root, 'data', 'nested', 'events.db');
    const store = openSqliteEventStore(path);
    expect(await store.headPosition()).toBeNull();
    await store.close();
    expect(existsSync(path)).toBe(true);
    rmSync(root, { recursive: true, force: true });
  });
});
