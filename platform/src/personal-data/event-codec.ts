import { PERSONAL_DATA, PERSONAL_METADATA, type EventType, type PersonalField } from '@rostra/contracts';
import type { NewEvent, RecordedEvent } from '../event-store/port.ts';
import { isSealedField, openField, parseSealedField, replacementOf, sealField } from './field-cipher.ts';
import type { SubjectKey } from './key-store.ts';
import { copyOf, slotsOf } from './personal-fields.ts';
import { subjectId } from './subjects.ts';

type Json = Record<string, unknown>;
const NO_FIELDS: readonly PersonalField[] = [];
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** The personal fields of an event type, none for a type the registry does not know (a newer writer's). */
export function personalFieldsOf(type: string): readonly PersonalField[] {
  return (PERSONAL_DATA as Record<string, readonly PersonalField[] | undefined>)[type as EventType] ?? NO_FIELDS;
}

/** A plaintext field to seal: where it sits, and whose it is (sealed with each subject's key in turn). */
interface Pending {
  container: Json;
  key: string;
  field: PersonalField;
  subjects: string[];
}

function pendingOf(payload: unknown, fields: readonly PersonalField[]): Pending[] {
  if (!isObject(payload)) return [];
  const pending: Pending[] = [];
  for (const field of fields) {
    for (const { container, key, item, wildcardKey } of slotsOf(payload, field.path)) {
      const value = container[key];
      // Null and empty say nothing about anyone; sealed values are sealed already.
      if (value === null || value === undefined || value === '' || isSealedField(value)) continue;
      const subject = field.subject({ data: payload, item, key: wildcardKey, value });
      const subjects = subject === null ? [] : [...new Set((Array.isArray(subject) ? subject : [subject]).map(subjectId))];
      if (subjects.length > 0) pending.push({ container, key, field, subjects });
    }
  }
  return pending;
}

/** An event about to be appended, split into what to seal: the subjects whose keys it needs. */
export function planSealing(event: NewEvent): { event: NewEvent; pending: Pending[] } {
  const copy = { ...event, data: copyOf(event.data), metadata: { ...event.metadata } };
  const pending = [...pendingOf(copy.data, personalFieldsOf(event.type)), ...pendingOf(copy.metadata, PERSONAL_METADATA)];
  return { event: copy, pending };
}

/**
 * Seals the planned fields with their subjects' keys. A subject already erased gets its
 * replacement at once: nothing of a person erased before reaches the log afterwards either.
 */
export function seal({ event, pending }: ReturnType<typeof planSealing>, keys: ReadonlyMap<string, SubjectKey>): NewEvent {
  for (const { container, key, field, subjects } of pending) {
    let value = container[key];
    for (const subject of subjects) {
      const subjectKey = keys.get(subject);
      if (!subjectKey) throw new Error(`No key for ${subject}`);
      if (!('key' in subjectKey)) {
        value = replacementOf(field.kind, subjectKey.erasedAs);
        break;
      }
      value = sealField(value, field.kind, subject, subjectKey.key);
    }
    container[key] = value;
  }
  return event;
}

/** The subjects whose keys an append needs. */
export const subjectsToSeal = (plans: readonly ReturnType<typeof planSealing>[]): string[] =>
  plans.flatMap((plan) => plan.pending.flatMap((p) => p.subjects));

/** The subjects whose keys open the outer layer of a read event's sealed fields. */
export function sealedSubjectsOf(event: RecordedEvent): string[] {
  const subjects: string[] = [];
  const visit = (payload: unknown, fields: readonly PersonalField[]) => {
    if (!isObject(payload)) return;
    for (const field of fields) {
      for (const { container, key } of slotsOf(payload, field.path)) {
        const value = container[key];
        if (isSealedField(value)) subjects.push(parseSealedField(value)?.subject ?? '');
      }
    }
  };
  visit(event.data, personalFieldsOf(event.type));
  visit(event.metadata, PERSONAL_METADATA);
  return subjects.filter((s) => s !== '');
}

/**
 * The event (as an adapter just decoded it: its own objects, changed in place) with one layer of
 * its sealed fields opened (a value about several people is sealed in
 * several: `openAll` opens them all), or replaced where the subject was erased (or a key is
 * missing, which reads as erased: a key store restored from an older backup must not stop readers).
 */
export function open(event: RecordedEvent, keys: ReadonlyMap<string, SubjectKey>): RecordedEvent {
  const openIn = (payload: unknown, fields: readonly PersonalField[]) => {
    if (!isObject(payload)) return;
    for (const field of fields) {
      for (const { container, key } of slotsOf(payload, field.path)) {
        const value = container[key];
        const sealed = isSealedField(value) ? parseSealedField(value) : null;
        if (!sealed) continue;
        const subjectKey = keys.get(sealed.subject);
        container[key] =
          subjectKey && 'key' in subjectKey ? openField(sealed, subjectKey.key) : replacementOf(sealed.kind, subjectKey?.erasedAs ?? 0);
      }
    }
  };
  openIn(event.data, personalFieldsOf(event.type));
  openIn(event.metadata, PERSONAL_METADATA);
  return event;
}

/** The events with every sealed field opened, or replaced: one round of key look-ups per layer. */
export async function openAll(
  events: RecordedEvent[],
  keysOf: (subjects: string[]) => Promise<ReadonlyMap<string, SubjectKey>>,
): Promise<RecordedEvent[]> {
  let opened = events;
  for (let subjects = opened.flatMap(sealedSubjectsOf); subjects.length > 0; subjects = opened.flatMap(sealedSubjectsOf)) {
    const keys = await keysOf(subjects);
    opened = opened.map((event) => (sealedSubjectsOf(event).length === 0 ? event : open(event, keys)));
  }
  return opened;
}
