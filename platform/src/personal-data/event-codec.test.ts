import { PERSONAL_DATA } from '@rostra/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewEvent, RecordedEvent } from '../event-store/port.ts';
import { openAll, planSealing, seal, subjectsToSeal } from './event-codec.ts';
import { parseSealedField, replacementOf } from './field-cipher.ts';
import { slotsOf } from './personal-fields.ts';
import { SqliteKeyStore } from './sqlite-key-store.ts';
import { MARKER, PERSONAL_EVENT_TYPES, personalEventOf } from './testing/personal-events.ts';

const CONFIGURED_KEY = 'a personal data key of at least thirty-two characters';
let keys: SqliteKeyStore;
beforeEach(() => {
  keys = new SqliteKeyStore(':memory:', CONFIGURED_KEY);
});
afterEach(() => keys.close());

async function sealed(event: NewEvent): Promise<NewEvent> {
  const plan = planSealing(event);
  return seal(plan, await keys.keys(subjectsToSeal([plan]), { create: true }));
}
/** The event as an adapter reads it back: decoded from its JSON, objects of its own. */
const recorded = (event: NewEvent): RecordedEvent =>
  ({ ...(JSON.parse(JSON.stringify(event)) as NewEvent), id: 'e1', streamId: 's', revision: 0n, position: 0n }) as RecordedEvent;
const opened = async (event: NewEvent) => (await openAll([recorded(event)], (subjects) => keys.keys(subjects)))[0]!;

describe.each(PERSONAL_EVENT_TYPES)('%s', (type) => {
  it('is sealed on append: no personal value is left in clear, and the event reads back as written', async () => {
    const event = personalEventOf(type);
    const stored = await sealed(event);
    expect(JSON.stringify(stored).toLowerCase()).not.toContain(MARKER.toLowerCase());
    expect(event).toEqual(personalEventOf(type)); // the writer's event is not changed
    expect(await opened(stored)).toMatchObject({ data: event.data, metadata: event.metadata });
  });

  it('names its subjects, in clear beside each field, by ids only: never by anything derived from an address', async () => {
    const stored = JSON.stringify(await sealed(personalEventOf(type)));
    const subjects = [...stored.matchAll(/"(pd1:[^"]+)"/g)].map(([, field]) => parseSealedField(field!)!.subject);
    expect(subjects).not.toEqual([]);
    for (const subject of subjects) expect(subject).toMatch(/^(user:u1|member:m1|member:m2|creation-token:t1)$/);
  });

  it('reads as the replacement once its subjects are erased, with ids and other fields as written', async () => {
    const event = personalEventOf(type);
    const stored = await sealed(event);
    const formerNumber = await keys.erase(subjectsToSeal([planSealing(event)]));
    const read = await opened(stored);
    expect(JSON.stringify([read.data, read.metadata]).toLowerCase()).not.toContain(MARKER.toLowerCase());
    for (const { path, kind } of PERSONAL_DATA[type]) {
      for (const { container, key } of slotsOf(read.data as Record<string, unknown>, path)) {
        expect(container[key]).toEqual(replacementOf(kind, formerNumber));
      }
    }
    expect(read.metadata.actorEmail).toBe(`former-member-${formerNumber}@erased.invalid`);
    expect(read.data).toMatchObject({ userId: 'u1', memberId: 'm1', organizationId: 'o1' });
  });
});

describe('sealing', () => {
  it('leaves null and empty values, and event types with nothing personal, as they are', async () => {
    const event: NewEvent = {
      type: 'UserNameChanged',
      version: 1,
      data: { userId: 'u1', name: null },
      metadata: { ...personalEventOf('UserNameChanged').metadata, actorEmail: null },
    };
    expect(await sealed(event)).toEqual(event);
    const shiftType = { ...event, type: 'SkillCreated', data: { organizationId: 'o1', skillId: 's1', name: 'Zyxq nurse' } };
    expect((await sealed(shiftType)).data).toEqual(shiftType.data);
  });

  it('seals each field with a fresh IV, so equal values do not look equal in the log', async () => {
    const event = personalEventOf('UserRegistered');
    const [a, b] = [await sealed(event), await sealed(event)];
    expect((a.data as { name: string }).name).not.toBe((b.data as { name: string }).name);
  });

  it('writes the replacement at once for a subject erased before the append', async () => {
    const number = await keys.erase(['user:u1']);
    const stored = await sealed(personalEventOf('UserNameChanged'));
    expect(stored.data).toMatchObject({ name: `Former member ${number}` });
  });

  it("seals a value about several people with each one's key: it reads while all are there, and as the replacement once any is erased", async () => {
    const report = personalEventOf('ScheduleQualityReported');
    const stored = await sealed(report);
    const message = (event: NewEvent) =>
      (event.data as { explanations: { items: { reasons: { message: string }[] }[] } }).explanations.items[0]!.reasons[0]!.message;
    expect(message(await opened(stored))).toBe(message(report));
    await keys.erase(['member:m2']);
    expect(message(await opened(stored))).toBe('');
    // The other fields of the report, about m1 only, still read.
    expect((await opened(stored)).data).toMatchObject({
      employees: { items: [{ memberId: 'm1', name: expect.stringContaining(MARKER) }] },
    });
  });

  it('reads a value written before sealing existed as it was written', async () => {
    const legacy = { ...personalEventOf('AbsenceRecorded'), data: { memberId: 'm1', reason: 'sick' } };
    expect((await opened(legacy)).data).toEqual({ memberId: 'm1', reason: 'sick' });
  });
});
