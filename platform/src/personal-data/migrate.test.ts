import type { EventType } from '@rostra/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store/port.ts';
import { SqliteEventStore } from '../event-store/sqlite.ts';
import { migratePersonalData } from './migrate.ts';
import { PersonalDataEventStore } from './personal-data-store.ts';
import { SqliteKeyStore } from './sqlite-key-store.ts';
import { CONTRACT_KEY } from './testing/key-store-contract.ts';
import { MARKER, personalEventOf } from './testing/personal-events.ts';

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
    expect(await migratePersonalData(source, target, keys, { samePositions: true })).toEqual({ events: 5 });
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
    await expect(migratePersonalData(source, target, keys, { samePositions: true })).rejects.toThrow('The target log must be empty');
    expect(JSON.stringify((await all(source.readAll())).map((e) => e.data))).toContain(MARKER);
  });
});
