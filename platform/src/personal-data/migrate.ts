import { isDeepStrictEqual } from 'node:util';
import type { EventStore, RecordedEvent } from '../event-store/port.ts';
import { EmailStreamRenames } from './email-stream-renames.ts';
import type { EmailStreamNames } from './email-streams.ts';
import { planSealing, seal, subjectsToSeal } from './event-codec.ts';
import type { SubjectKeyStore } from './key-store.ts';
import { openLegacySubjects } from './legacy-subjects.ts';
import { PersonalDataEventStore } from './personal-data-store.ts';

export interface MigrationOptions {
  /** Whether the target numbers events as the source does (SQLite to SQLite): then each position must match. */
  samePositions: boolean;
  /** The keyed names of address-claim streams (from PERSONAL_DATA_KEY): streams of older logs are renamed to them. */
  emailStreams: EmailStreamNames;
  onProgress?: (copied: number) => void;
}

/** Where a copy differs from its source event (whose stream is named `streamId` in the copy), or null. */
function difference(source: RecordedEvent, streamId: string, copy: RecordedEvent | undefined, samePositions: boolean): string | null {
  if (!copy) return `event ${source.id} (position ${source.position}) is missing from the copy`;
  const same =
    copy.id === source.id &&
    copy.streamId === streamId &&
    copy.revision === source.revision &&
    copy.type === source.type &&
    copy.version === source.version &&
    (!samePositions || copy.position === source.position) &&
    isDeepStrictEqual(copy.data, source.data) &&
    isDeepStrictEqual(copy.metadata, source.metadata);
  return same ? null : `event ${source.id} (position ${source.position}, ${source.type}) reads differently in the copy`;
}

/**
 * `rostra migrate personal-data`: copies a log written before personal data was sealed into a new,
 * empty one with every personal field sealed (docs/product/personal-data.md), event by event with
 * its id, stream and revision (and position, SQLite to SQLite), each as its current version. Then
 * reads both again and checks that every copy reads as its source: the old log is left as it was,
 * to be switched for the new one. Fields sealed already and subjects erased already are kept so.
 * Address-claim streams get their keyed names (email-stream-renames.ts); every other stream keeps its own.
 * Fields an older log sealed under an address's hash are sealed again under the registry's subject,
 * and once the copy is checked those names are forgotten in the key store (legacy-subjects.ts).
 */
export async function migratePersonalData(
  source: EventStore,
  target: EventStore,
  keys: SubjectKeyStore,
  { samePositions, emailStreams, onProgress }: MigrationOptions,
): Promise<{ events: number }> {
  if ((await target.headPosition()) !== null) throw new Error('The target log must be empty');
  const renames = new EmailStreamRenames(emailStreams, keys);
  const legacySubjects = new Set<string>();
  let copied = 0;
  for await (const read of source.readAll()) {
    const { event, subjects } = await openLegacySubjects(read, keys);
    for (const subject of subjects) legacySubjects.add(subject);
    const plan = planSealing({ id: event.id, type: event.type, version: event.version, data: event.data, metadata: event.metadata });
    const sealed = seal(plan, await keys.keys(subjectsToSeal([plan]), { create: true }));
    const expectedRevision = event.revision === 0n ? 'no_stream' : event.revision - 1n;
    const { position } = await target.append(await renames.streamOf(event), [sealed], { expectedRevision });
    if (samePositions && position !== event.position)
      throw new Error(`event ${event.id}: position ${position} in the copy, ${event.position} in the source`);
    copied += 1;
    if (copied % 1000 === 0) onProgress?.(copied);
  }
  // Check: both opened with the keys (the source may hold fields sealed already), the copy reads exactly as the source.
  const copies = new PersonalDataEventStore(target, keys).readAll()[Symbol.asyncIterator]();
  let checked = 0;
  for await (const event of new PersonalDataEventStore(source, keys).readAll()) {
    const copy = (await copies.next()).value as RecordedEvent | undefined;
    const problem = difference(event, renames.renamed(event.streamId), copy, samePositions);
    if (problem) throw new Error(problem);
    checked += 1;
  }
  if (!(await copies.next()).done) throw new Error('The copy holds more events than the source');
  // Only now: the source needed them to be checked against.
  await keys.forget([...legacySubjects]);
  return { events: checked };
}
