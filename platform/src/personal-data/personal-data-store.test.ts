import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../event-store/port.ts';
import { SqliteEventStore } from '../event-store/sqlite.ts';
import { PersonalDataEventStore } from './personal-data-store.ts';
import { SqliteKeyStore } from './sqlite-key-store.ts';
import { CONTRACT_KEY } from './testing/key-store-contract.ts';
import { MARKER, metadataOf, personalEventOf } from './testing/personal-events.ts';

let log: SqliteEventStore;
let keys: SqliteKeyStore;
let store: PersonalDataEventStore;
beforeEach(() => {
  log = new SqliteEventStore(':memory:', { pollIntervalMs: 5 });
  keys = new SqliteKeyStore(':memory:', CONTRACT_KEY);
  store = new PersonalDataEventStore(log, keys);
});
afterEach(() => store.close());

const registered = {
  ...personalEventOf('UserRegistered'),
  data: { userId: 'u1', email: 'ann@example.com', name: `${MARKER} Ann`, passwordHash: 'h' },
};
const absence = {
  ...personalEventOf('AbsenceRecorded'),
  data: {
    organizationId: 'o1',
    memberId: 'm1',
    absenceId: 'a1',
    from: '2026-03-02',
    to: '2026-03-04',
    reason: `${MARKER} surgery`,
    recordedAt: 'now',
  },
};
const payloads = (events: RecordedEvent[]) => events.map(({ data, metadata }) => ({ data, metadata }));
async function all(events: AsyncIterable<RecordedEvent>, count = Infinity): Promise<RecordedEvent[]> {
  const read: RecordedEvent[] = [];
  for await (const event of events) if (read.push(event) >= count) break;
  return read;
}
const rawLog = async (inner: EventStore) => JSON.stringify(payloads(await all(inner.readAll())));

describe('the personal data event store', () => {
  beforeEach(async () => {
    await store.append('user-u1', [registered], { expectedRevision: 'no_stream' });
    await store.append('absences-o1-m1', [absence], { expectedRevision: 'no_stream' });
  });

  it('appends personal fields sealed: the log never holds them in clear', async () => {
    const raw = await rawLog(log);
    expect(raw).not.toContain(MARKER);
    expect(raw).not.toContain('ann@example.com');
    expect(raw).toContain('"absenceId":"a1"'); // ids and dates stay plain
    expect(raw).toContain('"from":"2026-03-02"');
  });

  it('reads them back plain in readStream, readAll and subscriptions', async () => {
    const written = [
      { data: registered.data, metadata: registered.metadata },
      { data: absence.data, metadata: absence.metadata },
    ];
    expect(payloads([...(await store.readStream('user-u1')), ...(await store.readStream('absences-o1-m1'))])).toEqual(written);
    expect(payloads(await all(store.readAll()))).toEqual(written);
    const subscription = store.subscribeToAll();
    expect(payloads(await all(subscription, 2))).toEqual(written);
    await subscription.close();
  });

  it("reads an erased person's fields as their replacement, and leaves others' as written", async () => {
    await store.append(
      'user-u2',
      [{ ...registered, data: { ...registered.data, userId: 'u2', name: 'Bea' }, metadata: metadataOf('u2') }],
      {
        expectedRevision: 'no_stream',
      },
    );
    const number = await keys.erase(['user:u1', 'member:m1']);
    const [ann, reason, bea] = payloads(await all(store.readAll()));
    expect(ann!.data).toMatchObject({ userId: 'u1', name: `Former member ${number}`, email: `former-member-${number}@erased.invalid` });
    expect(ann!.metadata.actorEmail).toBe(`former-member-${number}@erased.invalid`);
    expect(reason!.data).toMatchObject({ memberId: 'm1', reason: '', from: '2026-03-02', to: '2026-03-04' });
    expect(bea!.data).toMatchObject({ userId: 'u2', name: 'Bea' });
    expect(bea!.metadata.actorEmail).toBe(registered.metadata.actorEmail);
  });

  it('passes counting through to the log', async () => {
    expect(await store.countAfter?.(null)).toBe(2);
    expect(await store.headPosition()).toBe(2n);
  });
});
