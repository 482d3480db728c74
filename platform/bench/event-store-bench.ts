import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { NewEvent } from '../src/event-store/port.ts';
import { openSqliteEventStore, prepareLogDatabase } from '../src/event-store/sqlite.ts';

const ROUNDS = 6;
const ROUND_MS = 500;
const STREAMS = 100;

const metadata = {
  actorUserId: 'user-1',
  actorEmail: 'admin@example.com',
  organizationId: 'org-1',
  correlationId: 'bench',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};

function benchEvent(n: number): NewEvent {
  return { type: 'ShiftAssigned', version: 1, data: { n, memberId: `member-${n % 50}`, day: '2026-03-14' }, metadata };
}

/** Runs `step` until `ms` have passed; returns how many steps completed. */
async function countFor(ms: number, step: (n: number) => unknown): Promise<{ ops: number; ms: number }> {
  const start = performance.now();
  let ops = 0;
  while (performance.now() - start < ms) await step(ops++);
  return { ops, ms: performance.now() - start };
}

/**
 * Single-event appends/s through the sqlite adapter (each append its own transaction with an
 * exact expected revision) against a bare better-sqlite3 insert loop on the same schema and
 * durability settings. Rounds alternate so disk and CPU noise hits both sides alike.
 */
export async function benchAppends(dir: string): Promise<{ adapterPerSec: number; rawPerSec: number; ratio: number }> {
  const store = openSqliteEventStore(join(dir, 'bench-appends-adapter.db'));
  const raw = new Database(join(dir, 'bench-appends-raw.db'));
  prepareLogDatabase(raw);
  const insert = raw.prepare('INSERT INTO events (stream, revision, id, type, version, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const rawMetadata = JSON.stringify(metadata);
  const adapterRevisions = new Array<bigint | 'no_stream'>(STREAMS).fill('no_stream');
  const rawRevisions = new Array<number>(STREAMS).fill(0);
  let adapter = { ops: 0, ms: 0 };
  let bare = { ops: 0, ms: 0 };
  let offset = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const a = await countFor(ROUND_MS, async (n) => {
        const stream = (offset + n) % STREAMS;
        const result = await store.append(`bench-${stream}`, [benchEvent(n)], { expectedRevision: adapterRevisions[stream]! });
        adapterRevisions[stream] = result.nextRevision;
      });
      const b = await countFor(ROUND_MS, (n) => {
        const stream = (offset + n) % STREAMS;
        const data = JSON.stringify(benchEvent(n).data);
        insert.run(`bench-${stream}`, rawRevisions[stream]!++, randomUUID(), 'ShiftAssigned', 1, data, rawMetadata);
      });
      offset += Math.max(a.ops, b.ops);
      adapter = { ops: adapter.ops + a.ops, ms: adapter.ms + a.ms };
      bare = { ops: bare.ops + b.ops, ms: bare.ms + b.ms };
    }
  } finally {
    await store.close();
    raw.close();
  }
  const adapterPerSec = (adapter.ops * 1000) / adapter.ms;
  const rawPerSec = (bare.ops * 1000) / bare.ms;
  return { adapterPerSec, rawPerSec, ratio: adapterPerSec / rawPerSec };
}

/** Read-all events/s through the sqlite adapter over a generated log of `events` events. */
export async function benchReadAll(dir: string, events = 200_000): Promise<{ eventsPerSec: number; events: number }> {
  const store = openSqliteEventStore(join(dir, 'bench-read-all.db'));
  try {
    const batch = 1000;
    for (let written = 0; written < events; written += batch) {
      const size = Math.min(batch, events - written);
      const stream = `bench-${written / batch}`;
      await store.append(
        stream,
        Array.from({ length: size }, (_, i) => benchEvent(written + i)),
        { expectedRevision: 'no_stream' },
      );
    }
    const start = performance.now();
    let read = 0;
    for await (const _event of store.readAll()) read++;
    const ms = performance.now() - start;
    if (read !== events) throw new Error(`read ${read} of ${events} events`);
    return { eventsPerSec: (read * 1000) / ms, events: read };
  } finally {
    await store.close();
  }
}
