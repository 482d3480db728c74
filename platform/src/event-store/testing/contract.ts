import { randomUUID } from 'node:crypto';
import { describe, expect, it, type TestContext } from 'vitest';
import type { ContainerRuntime } from '../../testing/container-runtime.ts';
import {
  WrongExpectedRevisionError,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from '../port.ts';

export interface ContractOptions<S extends EventStore> {
  /** Checked before each test; the test is skipped with the reason when the runtime is missing. */
  requires?: () => Promise<ContainerRuntime>;
  /**
   * Whether every open() gives an empty log. A shared server does not, so the contract works
   * relative to the head at the start of each test and only checks the empty head when true.
   */
  freshLogPerOpen?: boolean;
  /** Observes back-pressure: events a subscription has fetched, and how far ahead it may run. */
  readAhead?: { fetched(subscription: ReturnType<S['subscribeToAll']>): number; max: number };
}

/** The behaviour every EventStore adapter must show; each adapter's test file runs it. */
export function eventStoreContract<S extends EventStore>(
  name: string,
  open: () => Promise<{ store: S; cleanup(): Promise<void> }>,
  options: ContractOptions<S> = {},
): void {
  const { freshLogPerOpen = true } = options;

  /** Runs `body` against a freshly opened store, or skips when the store's runtime is missing. */
  function withStore(body: (store: S) => Promise<void>): (ctx: TestContext) => Promise<void> {
    return async (ctx) => {
      const runtime = await options.requires?.();
      if (runtime?.available === false) ctx.skip(runtime.reason);
      const { store, cleanup } = await open();
      try {
        await body(store);
      } finally {
        await cleanup();
      }
    };
  }

  describe(`${name} event store`, () => {
    describe('append and readStream', () => {
      it(
        'round-trips id, type, version, data and metadata',
        withStore(async (store) => {
          const streamId = uniqueStream('member');
          const given = newEvent(
            'MemberInvited',
            { email: 'ana@example.com', roles: ['employee'], seats: 3 },
            {
              id: randomUUID(),
              version: 2,
              metadata: { subjectMemberId: 'member-7', causationId: randomUUID() },
            },
          );
          const generated = newEvent('MemberRoleChanged', { role: 'admin' });

          const result = await store.append(streamId, [given, generated], { expectedRevision: 'no_stream' });
          const [first, second] = await store.readStream(streamId);

          expect(first).toEqual({ ...given, streamId, revision: 0n, position: expect.any(BigInt) });
          expect(second).toEqual({ ...generated, id: expect.stringMatching(UUID), streamId, revision: 1n, position: result.position });
          expect(result.nextRevision).toBe(1n);
        }),
      );

      it(
        'reads a stream that does not exist as empty',
        withStore(async (store) => {
          expect(await store.readStream(uniqueStream('missing'))).toEqual([]);
        }),
      );

      it(
        'reads a stream from a revision, at most maxCount events',
        withStore(async (store) => {
          const streamId = uniqueStream('vacation');
          await store.append(streamId, events(5), { expectedRevision: 'no_stream' });

          expect(revisions(await store.readStream(streamId, { fromRevision: 2n }))).toEqual([2n, 3n, 4n]);
          expect(revisions(await store.readStream(streamId, { fromRevision: 1n, maxCount: 2 }))).toEqual([1n, 2n]);
          expect(await store.readStream(streamId, { fromRevision: 5n })).toEqual([]);
        }),
      );

      it(
        'rejects an append of no events',
        withStore(async (store) => {
          await expect(store.append(uniqueStream('empty'), [], { expectedRevision: 'any' })).rejects.toThrow(RangeError);
        }),
      );
    });

    describe('schema versions', () => {
      it(
        'reads an event of an old version as the current one, in readStream, readAll and subscriptions',
        withStore(async (store) => {
          const head = await store.headPosition();
          const streamId = uniqueStream('vacations');
          const ref = { organizationId: '7', memberId: 'm1', requestId: 'm1.1' };
          const recorded = {
            start_date: '2026-12-01',
            end_date: '2026-12-05',
            request_notes: null,
            by: 'employee',
            requestedAt: '2026-11-02T08:00:00.000Z',
          };
          await store.append(streamId, [newEvent('VacationRequested', { ...ref, ...recorded }, { version: 1 })], {
            expectedRevision: 'no_stream',
          });
          const current = {
            type: 'VacationRequested',
            version: 2,
            data: {
              ...ref,
              startDate: '2026-12-01',
              endDate: '2026-12-05',
              requestNotes: null,
              by: 'employee',
              requestedAt: '2026-11-02T08:00:00.000Z',
            },
          };

          expect(await store.readStream(streamId)).toEqual([expect.objectContaining(current)]);
          expect(await collect(store.readAll({ after: head ?? undefined }))).toEqual([expect.objectContaining(current)]);
          const subscription = store.subscribeToAll({ after: head ?? undefined });
          expect(await take(subscription[Symbol.asyncIterator](), 1)).toEqual([expect.objectContaining(current)]);
          await subscription.close();
        }),
      );
    });

    describe('optimistic concurrency', () => {
      it(
        "'no_stream' creates a stream and conflicts once it exists",
        withStore(async (store) => {
          const streamId = uniqueStream('user-email');
          await store.append(streamId, events(1), { expectedRevision: 'no_stream' });

          await expectConflict(store.append(streamId, events(1), { expectedRevision: 'no_stream' }), streamId, 'no_stream', 0n);
        }),
      );

      it(
        "'exists' conflicts on a missing stream and appends to an existing one",
        withStore(async (store) => {
          const streamId = uniqueStream('organization');
          await expectConflict(store.append(streamId, events(1), { expectedRevision: 'exists' }), streamId, 'exists', 'no_stream');
          await store.append(streamId, events(1), { expectedRevision: 'no_stream' });

          const result = await store.append(streamId, events(1), { expectedRevision: 'exists' });
          expect(result.nextRevision).toBe(1n);
        }),
      );

      it(
        "'any' appends whether or not the stream exists",
        withStore(async (store) => {
          const streamId = uniqueStream('audit');
          expect((await store.append(streamId, events(1), { expectedRevision: 'any' })).nextRevision).toBe(0n);
          expect((await store.append(streamId, events(2), { expectedRevision: 'any' })).nextRevision).toBe(2n);
        }),
      );

      it(
        'an exact revision appends only at that revision',
        withStore(async (store) => {
          const streamId = uniqueStream('shift-type');
          await expectConflict(store.append(streamId, events(1), { expectedRevision: 0n }), streamId, 0n, 'no_stream');
          await store.append(streamId, events(2), { expectedRevision: 'no_stream' });

          await expectConflict(store.append(streamId, events(1), { expectedRevision: 0n }), streamId, 0n, 1n);
          await expectConflict(store.append(streamId, events(1), { expectedRevision: 5n }), streamId, 5n, 1n);
          expect((await store.append(streamId, events(1), { expectedRevision: 1n })).nextRevision).toBe(2n);
        }),
      );

      it(
        'a rejected append writes nothing',
        withStore(async (store) => {
          const streamId = uniqueStream('membership');
          await store.append(streamId, events(1), { expectedRevision: 'no_stream' });
          const head = await store.headPosition();

          await expectConflict(store.append(streamId, events(3), { expectedRevision: 'no_stream' }), streamId, 'no_stream', 0n);

          expect(revisions(await store.readStream(streamId))).toEqual([0n]);
          expect(await store.headPosition()).toBe(head);
          expect(await collect(store.readAll({ after: head ?? undefined }))).toEqual([]);
        }),
      );

      it(
        'of many concurrent appenders exactly one wins each revision, and retries lose nothing',
        withStore(async (store) => {
          const streamId = uniqueStream('collaborations');
          const appenders = 6;
          const perAppender = 3;
          const firstReads = countdown(appenders);
          const winners = new Map<bigint, string>();
          let conflicts = 0;

          async function appender(name: string): Promise<void> {
            for (let n = 0; n < perAppender; n++) {
              const event = newEvent('CollaborationAdded', { by: name, n }, { id: randomUUID() });
              for (let attempt = 0; ; attempt++) {
                const current = (await store.readStream(streamId)).at(-1)?.revision;
                // Everyone decides on the same state first, so the first round surely contends.
                if (n === 0 && attempt === 0) await firstReads.arrive();
                try {
                  const { nextRevision } = await store.append(streamId, [event], { expectedRevision: current ?? 'no_stream' });
                  expect(winners.has(nextRevision)).toBe(false);
                  winners.set(nextRevision, event.id!);
                  break;
                } catch (error) {
                  if (!(error instanceof WrongExpectedRevisionError)) throw error;
                  conflicts++;
                }
              }
            }
          }
          await Promise.all(Array.from({ length: appenders }, (_, i) => appender(`appender-${i}`)));

          const stream = await store.readStream(streamId);
          const total = appenders * perAppender;
          expect(revisions(stream)).toEqual(Array.from({ length: total }, (_, i) => BigInt(i)));
          expect(stream.map((event) => event.id)).toEqual([...winners.keys()].sort(compare).map((revision) => winners.get(revision)));
          expect(conflicts).toBeGreaterThanOrEqual(appenders - 1);
        }),
      );
    });

    describe('the global log', () => {
      it(
        'gives a multi-event append consecutive revisions and increasing positions, all or nothing',
        withStore(async (store) => {
          const head = await store.headPosition();
          const [a, b] = [uniqueStream('schedule'), uniqueStream('schedule')];
          // Two batches in flight at once: each must land whole and uninterleaved.
          const [resultA, resultB] = await Promise.all([
            store.append(a, events(4), { expectedRevision: 'no_stream' }),
            store.append(b, events(3), { expectedRevision: 'no_stream' }),
          ]);

          const streamA = await store.readStream(a);
          expect(revisions(streamA)).toEqual([0n, 1n, 2n, 3n]);
          expect(isIncreasing(positions(streamA))).toBe(true);
          expect(streamA.at(-1)?.position).toBe(resultA.position);
          expect(resultA.nextRevision).toBe(3n);
          expect(resultB.nextRevision).toBe(2n);

          const log = (await collect(store.readAll({ after: head ?? undefined }))).map((event) => event.streamId);
          const runs = log.filter((streamId, i) => streamId !== log[i - 1]);
          expect(log).toHaveLength(7);
          expect(runs.sort()).toEqual([a, b].sort());
        }),
      );

      it(
        'reads all streams after a position in append order, at most maxCount events',
        withStore(async (store) => {
          const head = await store.headPosition();
          const [a, b] = [uniqueStream('preferences'), uniqueStream('vacation')];
          await store.append(a, events(2), { expectedRevision: 'no_stream' });
          await store.append(b, events(1), { expectedRevision: 'no_stream' });
          await store.append(a, events(1), { expectedRevision: 1n });

          const all = await collect(store.readAll({ after: head ?? undefined }));
          expect(all.map((event) => `${event.streamId}@${event.revision}`)).toEqual([`${a}@0`, `${a}@1`, `${b}@0`, `${a}@2`]);
          expect(isIncreasing(positions(all))).toBe(true);
          expect(await collect(store.readAll({ after: head ?? undefined, maxCount: 2 }))).toEqual(all.slice(0, 2));
          expect(await collect(store.readAll({ after: all[1]!.position }))).toEqual(all.slice(2));
          expect(await collect(store.readAll({ after: all[3]!.position }))).toEqual([]);
        }),
      );

      it(
        'reads all from the start when no position is given',
        withStore(async (store) => {
          const streamId = uniqueStream('organization');
          await store.append(streamId, events(2), { expectedRevision: 'no_stream' });

          const all = await collect(store.readAll());
          expect(all.filter((event) => event.streamId === streamId)).toHaveLength(2);
          expect(isIncreasing(positions(all))).toBe(true);
        }),
      );

      it(
        'reports the head position: the last event appended',
        withStore(async (store) => {
          if (freshLogPerOpen) expect(await store.headPosition()).toBeNull();
          const streamId = uniqueStream('user');
          const first = await store.append(streamId, events(1), { expectedRevision: 'no_stream' });
          expect(await store.headPosition()).toBe(first.position);
          const second = await store.append(streamId, events(3), { expectedRevision: 0n });
          expect(await store.headPosition()).toBe(second.position);
          expect(second.position).toBeGreaterThan(first.position);
        }),
      );

      it(
        'counts the events after a position exactly, where the adapter can count',
        withStore(async (store) => {
          if (!store.countAfter) return; // EventStoreDB: rebuilds read the log to count
          const head = await store.headPosition();
          const streamId = uniqueStream('membership');
          const first = await store.append(streamId, events(2), { expectedRevision: 'no_stream' });
          await store.append(streamId, events(3), { expectedRevision: 1n });
          expect(await store.countAfter(head)).toBe(5);
          expect(await store.countAfter(first.position)).toBe(3);
          expect(await store.countAfter(await store.headPosition())).toBe(0);
          expect(await store.countAfter(null)).toBe((await collect(store.readAll())).length);
        }),
      );
    });

    describe('catch-up subscription', () => {
      it(
        'replays the log, then delivers live appends',
        withStore(async (store) => {
          const head = await store.headPosition();
          const streamId = uniqueStream('calendar');
          await store.append(streamId, events(3), { expectedRevision: 'no_stream' });
          const subscription = store.subscribeToAll({ after: head ?? undefined });
          const iterator = subscription[Symbol.asyncIterator]();

          const replayed = await take(iterator, 3);
          const live = take(iterator, 2); // waiting: the log is exhausted
          await store.append(streamId, events(2), { expectedRevision: 2n });

          expect(revisions([...replayed, ...(await live)])).toEqual([0n, 1n, 2n, 3n, 4n]);
          await subscription.close();
        }),
      );

      it(
        'resumes after a checkpoint without loss or duplicates',
        withStore(async (store) => {
          const head = await store.headPosition();
          const streamId = uniqueStream('analytics');
          await store.append(streamId, events(3), { expectedRevision: 'no_stream' });
          await store.append(streamId, events(3), { expectedRevision: 2n });

          const first = store.subscribeToAll({ after: head ?? undefined });
          const seen = await take(first[Symbol.asyncIterator](), 2);
          await first.close();
          await store.append(streamId, events(1), { expectedRevision: 5n });

          // The checkpoint (revision 1) falls inside the first three-event append.
          const resumed = store.subscribeToAll({ after: seen.at(-1)!.position });
          seen.push(...(await take(resumed[Symbol.asyncIterator](), 5)));
          await resumed.close();

          expect(seen).toEqual(await store.readStream(streamId));
        }),
      );

      const { readAhead } = options;
      it.skipIf(readAhead === undefined)(
        'applies back-pressure: a consumer that does not pull leaves the log unread',
        withStore(async (store) => {
          const { fetched, max } = readAhead!;
          const head = await store.headPosition();
          const streamId = uniqueStream('rebuild');
          const total = max * 4;
          for (let revision = 0; revision < total; revision += 50) {
            await store.append(streamId, events(Math.min(50, total - revision)), {
              expectedRevision: revision === 0 ? 'no_stream' : BigInt(revision - 1),
            });
          }
          const subscription = store.subscribeToAll({ after: head ?? undefined }) as ReturnType<S['subscribeToAll']>;
          const iterator = subscription[Symbol.asyncIterator]();

          await take(iterator, 1);
          await settle(); // give an eager implementation time to run ahead
          expect(fetched(subscription) - 1).toBeLessThanOrEqual(max);

          const rest = await take(iterator, total - 1);
          expect(revisions(rest)).toEqual(Array.from({ length: total - 1 }, (_, i) => BigInt(i + 1)));
          await subscription.close();
        }),
      );

      it(
        'close() ends the iteration of a consumer waiting for events',
        withStore(async (store) => {
          const subscription = store.subscribeToAll({ after: (await store.headPosition()) ?? undefined });
          const consumed: RecordedEvent[] = [];
          const consumer = (async () => {
            for await (const event of subscription) consumed.push(event);
          })();
          await store.append(uniqueStream('token'), events(1), { expectedRevision: 'no_stream' });
          while (consumed.length === 0) await settle();

          await subscription.close();
          await consumer;
          expect(consumed).toHaveLength(1);
        }),
      );
    });
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function uniqueStream(category: string): string {
  return `${category}-${randomUUID()}`;
}

function newEvent(
  type: string,
  data: Record<string, unknown>,
  overrides: { id?: string; version?: number; metadata?: Partial<EventMetadata> } = {},
): NewEvent {
  return {
    ...(overrides.id === undefined ? {} : { id: overrides.id }),
    type,
    version: overrides.version ?? 1,
    data,
    metadata: {
      actorUserId: 'user-1',
      actorEmail: 'admin@example.com',
      organizationId: 'org-1',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: '2026-01-01T00:00:00.000Z',
      ...overrides.metadata,
    },
  };
}

function events(count: number): NewEvent[] {
  return Array.from({ length: count }, (_, n) => newEvent('Tested', { n }));
}

async function expectConflict(
  append: Promise<unknown>,
  streamId: string,
  expected: ExpectedRevision,
  actual: bigint | 'no_stream',
): Promise<void> {
  const error = await append.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  const conflict = error as WrongExpectedRevisionError;
  expect({ streamId: conflict.streamId, expected: conflict.expected, actual: conflict.actual }).toEqual({ streamId, expected, actual });
}

async function collect(events: AsyncIterable<RecordedEvent>): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

async function take(iterator: AsyncIterator<RecordedEvent>, count: number): Promise<RecordedEvent[]> {
  const taken: RecordedEvent[] = [];
  while (taken.length < count) {
    const next = await iterator.next();
    if (next.done === true) throw new Error(`subscription ended after ${taken.length} of ${count} events`);
    taken.push(next.value);
  }
  return taken;
}

/** Lets background work (buffers filling, servers sending) run; no assertion depends on its length. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 20));
}

/** A barrier: arrive() resolves once `parties` callers have arrived. */
function countdown(parties: number): { arrive(): Promise<void> } {
  let waiting = parties;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    arrive() {
      if (--waiting === 0) release();
      return released;
    },
  };
}

const revisions = (events: RecordedEvent[]): bigint[] => events.map((event) => event.revision);
const positions = (events: RecordedEvent[]): bigint[] => events.map((event) => event.position);
const isIncreasing = (values: bigint[]): boolean => values.every((value, i) => i === 0 || value > values[i - 1]!);
const compare = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);
