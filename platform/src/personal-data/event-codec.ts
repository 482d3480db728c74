import { PERSONAL_DATA, PERSONAL_METADATA, type EventType, type PersonalField } from '@rostra/contracts';
import type { NewEvent, RecordedEvent } from '../event-store/port.ts';
import { isSealedField, openField, parseSealedField, replacementOf, sealField, type SealedField } from './field-cipher.ts';
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

/** A sealed value of a read event: where it sits, and its parts. */
interface SealedSlot {
  container: Json;
  key: string;
  sealed: SealedField;
}

/** The sealed values of a read event's personal fields: one walk of the registry's paths. */
function sealedSlotsOf(event: RecordedEvent): SealedSlot[] {
  const slots: SealedSlot[] = [];
  const visit = (payload: unknown, fields: readonly PersonalField[]) => {
    if (!isObject(payload)) return;
    for (const field of fields) {
      for (const { container, key } of slotsOf(payload, field.path)) {
        const value = container[key];
        const sealed = isSealedField(value) ? parseSealedField(value) : null;
        if (sealed) slots.push({ container, key, sealed });
      }
    }
  };
  visit(event.data, personalFieldsOf(event.type));
  visit(event.metadata, PERSONAL_METADATA);
  return slots;
}

/**
 * The events (as an adapter just decoded them: objects of their own, changed in place) with every
 * sealed field opened, or replaced where its subject was erased (or its key is missing, which reads
 * as erased: a key store restored from an older backup must not stop readers). A value about several
 * people is sealed in several layers: one round of key look-ups per layer.
 */
export async function openAll(
  events: RecordedEvent[],
  keysOf: (subjects: string[]) => Promise<ReadonlyMap<string, SubjectKey>>,
): Promise<RecordedEvent[]> {
  for (let slots = events.flatMap(sealedSlotsOf); slots.length > 0;) {
    const keys = await keysOf(slots.map(({ sealed }) => sealed.subject));
    const inner: SealedSlot[] = [];
    for (const { container, key, sealed } of slots) {
      const subjectKey = keys.get(sealed.subject);
      const value =
        subjectKey && 'key' in subjectKey ? openField(sealed, subjectKey.key) : replacementOf(sealed.kind, subjectKey?.erasedAs ?? 0);
      container[key] = value;
      const layer = isSealedField(value) ? parseSealedField(value) : null;
      if (layer) inner.push({ container, key, sealed: layer });
    }
    slots = inner;
  }
  return events;
}
