import { PERSONAL_METADATA, type PersonalField } from '@rostra/contracts';
import type { RecordedEvent } from '../event-store/port.ts';
import { personalFieldsOf } from './event-codec.ts';
import { isSealedField, openField, parseSealedField, replacementOf } from './field-cipher.ts';
import type { SubjectKeyStore } from './key-store.ts';
import { copyOf, slotsOf, type FieldSlot } from './personal-fields.ts';

// Logs sealed before subjects were ids only named an invitee (and whoever asked for a creation token)
// `email:<sha-256 of the address>`, in clear beside each of their fields and in the key store: anyone
// who reads either could confirm a guessed address. `rostra migrate personal-data` opens such fields
// so they are sealed again under the registry's subject (the invitation, the token), then forgets the
// old names (migrate.ts).

const LEGACY_PREFIX = 'email:';
export const isLegacySubject = (subject: string) => subject.startsWith(LEGACY_PREFIX);

interface LegacySlot extends FieldSlot {
  field: PersonalField;
  subject: string;
}

function legacySlotsOf(event: RecordedEvent): LegacySlot[] {
  const slots: LegacySlot[] = [];
  const visit = (payload: unknown, fields: readonly PersonalField[]) => {
    if (typeof payload !== 'object' || payload === null) return;
    for (const field of fields) {
      for (const slot of slotsOf(payload as Record<string, unknown>, field.path)) {
        const value = slot.container[slot.key];
        const sealed = isSealedField(value) ? parseSealedField(value) : null;
        if (!sealed || !isLegacySubject(sealed.subject)) continue;
        // Sealed again only if the registry names whose it is: else it would be copied in clear.
        if (field.subject({ data: payload as Record<string, unknown>, item: slot.item, key: slot.wildcardKey, value }) === null)
          throw new Error(`event ${event.id} (${event.type}): ${field.path} is sealed for an address, and names no one else`);
        slots.push({ ...slot, field, subject: sealed.subject });
      }
    }
  };
  visit(event.data, personalFieldsOf(event.type));
  visit(event.metadata, PERSONAL_METADATA);
  return slots;
}

/**
 * A copy of the event with every field sealed under an address's hash opened (or its replacement,
 * its subject erased), ready to be sealed again; and those subjects. A key that is missing, not
 * erased, stops the copy: the log was migrated before and its keys forgotten (migrate the copy), or
 * the key store is not this log's.
 */
export async function openLegacySubjects(
  event: RecordedEvent,
  keys: SubjectKeyStore,
): Promise<{ event: RecordedEvent; subjects: string[] }> {
  const copy = { ...event, data: copyOf(event.data), metadata: copyOf(event.metadata) };
  const slots = legacySlotsOf(copy);
  if (slots.length === 0) return { event, subjects: [] };
  const subjects = [...new Set(slots.map((slot) => slot.subject))];
  const found = await keys.keys(subjects);
  for (const { container, key, field, subject } of slots) {
    const subjectKey = found.get(subject);
    if (!subjectKey) throw new Error(`event ${event.id} (${event.type}): no key for ${subject}; was this log migrated already?`);
    const sealed = parseSealedField(container[key] as string)!;
    container[key] = 'key' in subjectKey ? openField(sealed, subjectKey.key) : replacementOf(field.kind, subjectKey.erasedAs);
  }
  return { event: copy, subjects };
}
