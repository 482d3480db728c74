import type { RecordedEvent } from '../event-store/port.ts';
import { openAll } from './event-codec.ts';
import { isSealedField, parseSealedField } from './field-cipher.ts';
import type { SubjectKeyStore } from './key-store.ts';
import { isEmailStream, unkeyedEmailStream, type EmailStreamNames } from './email-streams.ts';

/**
 * The migration's renaming of address-claim streams to keyed names (email-streams.ts), checked
 * against the address each claims: a stream starts with an EmailClaimed, whose address must hash to
 * the stream's name (unkeyed, or keyed already when the log was migrated before). The claim of an
 * erased person can no longer be read: its stream is named from its old name, keyed, and nobody
 * looks it up again (erasure released the address).
 */
export class EmailStreamRenames {
  readonly #renamed = new Map<string, string>();

  constructor(
    private readonly names: EmailStreamNames,
    private readonly keys: SubjectKeyStore,
  ) {}

  /** The stream the copy of `event` (as the source log holds it) is appended to. */
  async streamOf(event: RecordedEvent): Promise<string> {
    if (!isEmailStream(event.streamId)) return event.streamId;
    if (event.revision === 0n) this.#renamed.set(event.streamId, await this.#nameOf(event));
    const name = this.#renamed.get(event.streamId);
    if (!name) throw new Error(`stream ${event.streamId}: event ${event.id} comes before the claim of its address`);
    return name;
  }

  /** The name a source stream has in the copy. */
  renamed(streamId: string): string {
    return this.#renamed.get(streamId) ?? streamId;
  }

  async #nameOf(claim: RecordedEvent): Promise<string> {
    if (claim.type !== 'EmailClaimed') throw new Error(`stream ${claim.streamId} does not start with the claim of an address`);
    const raw = (claim.data as { email: unknown }).email;
    const [opened] = await openAll([structuredClone(claim)], (subjects) => this.keys.keys(subjects));
    const email = String((opened!.data as { email: unknown }).email);
    if (claim.streamId === unkeyedEmailStream(email) || claim.streamId === this.names(email)) return this.names(email);
    if (await this.#erased(raw)) return this.names(claim.streamId);
    throw new Error(`stream ${claim.streamId} claims an address whose name it does not have (event ${claim.id})`);
  }

  async #erased(value: unknown): Promise<boolean> {
    const sealed = isSealedField(value) ? parseSealedField(value) : null;
    if (!sealed) return false;
    const key = (await this.keys.keys([sealed.subject])).get(sealed.subject);
    return !key || 'erasedAs' in key;
  }
}
