import { createHash } from 'node:crypto';
import { PERSONAL_DATA, type EventType } from '@rostra/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewEvent, RecordedEvent } from '../event-store/port.ts';
import { SqliteEventStore } from '../event-store/sqlite.ts';
import { emailStreamNames, unkeyedEmailStream } from './email-streams.ts';
import { isSealedField, parseSealedField, sealField } from './field-cipher.ts';
import { migratePersonalData } from './migrate.ts';
import { PersonalDataEventStore } from './personal-data-store.ts';
import { SqliteKeyStore } from './sqlite-key-store.ts';
import { CONTRACT_KEY } from './testing/key-store-contract.ts';
import { MARKER, metadataOf, personalEventOf } from './testing/personal-events.ts';
import { subjectId } from './subjects.ts';

const options = { samePositions: true, emailStreams: emailStreamNames(CONTRACT_KEY) };
let source: SqliteEventStore;
let target: SqliteEventStore;
let keys: SqliteKeyStore;
beforeEach(async () => {
  source = new SqliteEventStore(':memory:');
  target = new SqliteEventStore(':memory:');
  keys = new SqliteKeyStore(':memory:', CONTRACT_KEY);
  // A log written before sealing: personal fields in clear, streams interleaved.
  const write = (stream: string, type: EventType) => source.append(stream, [personalEventOf(type)], { expectedRevision: 'any' });
  await write('user-u1', 'UserRegistered');
  await write('membership-o1', 'MemberJoined');
  await write('user-u1', 'SessionStarted');
  await write('absences-o1-m1', 'AbsenceRecorded');
  await write('skills-o1', 'SkillCreated');
});
afterEach(async () => {
  await Promise.all([source.close(), target.close(), keys.close()]);
});

const all = async (events: AsyncIterable<RecordedEvent>) => {
  const read: RecordedEvent[] = [];
  for await (const event of events) read.push(event);
  return read;
};

describe('migrating a log to sealed personal data', () => {
  it('copies every event with its id, stream, revision and position, sealed, and reads back as the source', async () => {
    expect(JSON.stringify((await all(source.readAll())).map((e) => e.data))).toContain(MARKER);
    expect(await migratePersonalData(source, target, keys, options)).toEqual({ events: 5 });
    const [before, raw, opened] = [
      await all(source.readAll()),
      await all(target.readAll()),
      await all(new PersonalDataEventStore(target, keys).readAll()),
    ];
    expect(JSON.stringify(raw.map((e) => [e.data, e.metadata]))).not.toContain(MARKER);
    const shape = (e: RecordedEvent) => [e.id, e.streamId, e.revision, e.position, e.type];
    expect(raw.map(shape)).toEqual(before.map(shape));
    expect(opened.map((e) => [e.data, e.metadata])).toEqual(before.map((e) => [e.data, e.metadata]));
  });

  it('refuses a target that is not empty, and leaves the source as it was', async () => {
    await target.append('other', [personalEventOf('SkillCreated')], { expectedRevision: 'any' });
    await expect(migratePersonalData(source, target, keys, options)).rejects.toThrow('The target log must be empty');
    expect(JSON.stringify((await all(source.readAll())).map((e) => e.data))).toContain(MARKER);
  });
});

describe("migrating the streams of addresses' claims to keyed names", () => {
  const claim = (email: string, userId: string) => ({
    ...personalEventOf('EmailClaimed'),
    data: { email, userId },
    metadata: metadataOf(userId),
  });
  const released = (userId: string) => ({ ...personalEventOf('EmailReleased'), data: { userId }, metadata: metadataOf(userId) });
  /** Appends as the app did before keyed names: sealed, under the address's plain SHA-256. */
  const claimed = async (log: PersonalDataEventStore, email: string, userId: string) =>
    log.append(unkeyedEmailStream(email), [claim(email, userId)], { expectedRevision: 'no_stream' });

  it("renames each claim's stream to the keyed name of its address, an erased person's from its old name, and checks every event", async () => {
    const sealed = new PersonalDataEventStore(source, keys);
    await claimed(sealed, 'Ann@Example.com', 'u1');
    await claimed(sealed, 'bo@example.com', 'u2');
    await keys.erase([subjectId({ user: 'u2' })]);
    await sealed.append(unkeyedEmailStream('bo@example.com'), [released('u2')], { expectedRevision: 0n });

    expect(await migratePersonalData(source, target, keys, options)).toEqual({ events: 8 });
    const streams = (await all(target.readAll())).map((event) => [event.type, event.streamId]);
    expect(streams.slice(5)).toEqual([
      ['EmailClaimed', options.emailStreams('ann@example.com')],
      ['EmailClaimed', options.emailStreams(unkeyedEmailStream('bo@example.com'))],
      ['EmailReleased', options.emailStreams(unkeyedEmailStream('bo@example.com'))],
    ]);
    expect((await new PersonalDataEventStore(target, keys).readStream(options.emailStreams('ANN@example.com')))[0]!.data).toEqual({
      email: 'Ann@Example.com',
      userId: 'u1',
    });
  });

  it('keeps a name keyed already, so a log migrated before can be copied again', async () => {
    const once = new SqliteEventStore(':memory:');
    await new PersonalDataEventStore(source, keys).append(unkeyedEmailStream('ann@example.com'), [claim('ann@example.com', 'u1')], {
      expectedRevision: 'no_stream',
    });
    await migratePersonalData(source, once, keys, options);
    await migratePersonalData(once, target, keys, options);
    expect((await all(target.readAll())).at(-1)!.streamId).toBe(options.emailStreams('ann@example.com'));
    await once.close();
  });

  it('refuses a claim stream whose name is not its address, or that starts with anything but a claim', async () => {
    await source.append('user-email-0123', [claim('ann@example.com', 'u1')], { expectedRevision: 'no_stream' });
    await expect(migratePersonalData(source, target, keys, options)).rejects.toThrow(
      /^stream user-email-0123 claims an address whose name it does not have/,
    );
    const [other, otherTarget] = [new SqliteEventStore(':memory:'), new SqliteEventStore(':memory:')];
    await other.append(unkeyedEmailStream('ann@example.com'), [released('u1')], { expectedRevision: 'no_stream' });
    await expect(migratePersonalData(other, otherTarget, keys, options)).rejects.toThrow('does not start with the claim of an address');
    await Promise.all([other.close(), otherTarget.close()]);
  });
});

describe("migrating fields sealed under an address's hash to ids", () => {
  /** How logs sealed before subjects were ids only named an invitee, or whoever asked for a creation token. */
  const ADDRESS = (personalEventOf('InvitationCreated').data as Record<string, unknown>)['email'] as string;
  const LEGACY = `email:${createHash('sha256').update(ADDRESS).digest('base64url')}`;
  const INVITEE = ['InvitationCreated', 'InvitationResent', 'CreationTokenIssued'] as const;

  /** The event as the app sealed it then: the invitee's (or token's) fields under the address's hash, the rest in clear. */
  async function sealedForAddress(type: (typeof INVITEE)[number]): Promise<NewEvent> {
    const event = personalEventOf(type);
    const data = event.data as Record<string, unknown>;
    const key = (await keys.keys([LEGACY], { create: true })).get(LEGACY);
    if (!key || !('key' in key)) throw new Error('no key for the address');
    for (const { path, kind, subject } of PERSONAL_DATA[type]) {
      const whose = subject({ data, item: data, key: '', value: null });
      if (whose && !('user' in whose)) data[path] = sealField(data[path], kind, LEGACY, key.key);
    }
    return event;
  }
  const subjectsIn = (events: RecordedEvent[]) =>
    new Set(
      events
        .flatMap((e) => [...Object.values(e.data as object), ...Object.values(e.metadata)])
        .filter(isSealedField)
        .map((value) => parseSealedField(value)!.subject),
    );
  let legacyLog: SqliteEventStore;
  beforeEach(async () => {
    legacyLog = new SqliteEventStore(':memory:');
    for (const type of INVITEE) await legacyLog.append(`stream-${type}`, [await sealedForAddress(type)], { expectedRevision: 'no_stream' });
  });
  afterEach(() => legacyLog.close());

  it('seals them again under the invitation and the token, reads back as the source, and forgets the hashed name', async () => {
    const before = await all(new PersonalDataEventStore(legacyLog, keys).readAll());
    expect(JSON.stringify(before.map((e) => e.data))).toContain(MARKER);
    expect(await migratePersonalData(legacyLog, target, keys, options)).toEqual({ events: 3 });

    const raw = await all(target.readAll());
    expect(JSON.stringify(raw.map((e) => [e.data, e.metadata]))).not.toContain(LEGACY.slice('email:'.length));
    expect([...subjectsIn(raw)].sort()).toEqual(['creation-token:t1', 'member:m1', 'user:u1']);
    const opened = await all(new PersonalDataEventStore(target, keys).readAll());
    expect(opened.map((e) => [e.data, e.metadata])).toEqual(before.map((e) => [e.data, e.metadata]));
    expect(await keys.keys([LEGACY])).toEqual(new Map());
  });

  it('writes the replacement of an address erased before', async () => {
    const formerNumber = await keys.erase([LEGACY]);
    await migratePersonalData(legacyLog, target, keys, options);
    const [invitation] = await all(new PersonalDataEventStore(target, keys).readAll());
    expect(invitation!.data).toMatchObject({
      email: `former-member-${formerNumber}@erased.invalid`,
      invitedName: `Former member ${formerNumber}`,
    });
    const raw = JSON.stringify((await all(target.readAll())).map((e) => e.data));
    expect(raw).not.toContain(MARKER);
    expect(raw).not.toContain(LEGACY.slice('email:'.length));
    expect(await keys.lastErasure()).toBe(formerNumber);
  });

  it('migrates its copy again, and refuses the old log once its hashed names are forgotten', async () => {
    await migratePersonalData(legacyLog, target, keys, options);
    const again = new SqliteEventStore(':memory:');
    expect(await migratePersonalData(target, again, keys, options)).toEqual({ events: 3 });
    await again.close();
    const other = new SqliteEventStore(':memory:');
    await expect(migratePersonalData(legacyLog, other, keys, options)).rejects.toThrow(
      `no key for ${LEGACY}; was this log migrated already?`,
    );
    await other.close();
  });
});
