import { randomBytes } from 'node:crypto';
import { SecretBox } from '../auth/secret-box.ts';

/** A subject's key, or the number its replacement shows once the subject was erased ("Former member 12"). */
export type SubjectKey = { key: Buffer } | { erasedAs: number };

/**
 * Keys per data subject, kept beside the read models and never in the log (both adapters pass
 * `key-store-contract.ts`). Keys are sealed at rest with PERSONAL_DATA_KEY; erasing a subject
 * deletes its key for good and leaves a tombstone with the number of its replacement.
 */
export interface SubjectKeyStore {
  /** The subjects' keys; with `create`, a new key for each subject that has none and was not erased. */
  keys(subjects: readonly string[], options?: { create?: boolean }): Promise<Map<string, SubjectKey>>;
  /** Deletes the subjects' keys; all of them read as the same former member, whose number this returns. */
  erase(subjects: readonly string[]): Promise<number>;
  /** The number of the latest erasure (0 before any): it grows with each, so readers know when keys they hold went stale. */
  lastErasure(): Promise<number>;
  /**
   * Drops the subjects' entries, names and all (`rostra migrate personal-data`, for subject names no
   * log refers to any more). An erased one's tombstone is kept as `retired:<its number>`, so the
   * numbers of former members never go back.
   */
  forget(subjects: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** The name a forgotten subject's tombstone is kept under: its number only. */
export const retiredSubject = (erasedAs: number) => `retired:${erasedAs}`;

/** A stored key row: sealed key text, or the tombstone of an erased subject. */
export interface KeyRow {
  subject: string;
  sealedKey: string | null;
  erasedAs: number | null;
}

/** Seals and opens keys at rest, shared by the adapters. */
export class KeySealer {
  readonly #box: SecretBox;

  constructor(configuredKey: string) {
    this.#box = new SecretBox(configuredKey);
  }

  newSealedKey(subject: string): { key: Buffer; sealedKey: string } {
    const key = randomBytes(32);
    return { key, sealedKey: this.#box.seal(key.toString('base64'), subject) };
  }

  keyOf(row: KeyRow): SubjectKey {
    if (row.erasedAs !== null || row.sealedKey === null) return { erasedAs: row.erasedAs ?? 0 };
    const opened = this.#box.open(row.sealedKey, row.subject);
    if (opened === null) throw new Error(`The key of ${row.subject} does not open with PERSONAL_DATA_KEY`);
    return { key: Buffer.from(opened, 'base64') };
  }
}
