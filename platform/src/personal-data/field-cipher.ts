import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { PersonalKind } from '@rostra/contracts';

/**
 * One personal field as the log keeps it: `pd1:<kind>:<subject>:<iv>.<tag>.<ciphertext>`, AES-256-GCM
 * under the subject's key with a fresh IV, the value JSON-encoded (names may be null, before/after
 * parts objects). The subject and kind are in clear so a reader knows which key opens it and what
 * replaces it once the key is gone; the subject is bound as associated data, so a field copied
 * into another subject's event does not open.
 */
const PREFIX = 'pd1:';
const KINDS: ReadonlySet<string> = new Set<PersonalKind>(['name', 'name-part', 'email', 'text', 'device']);

export interface SealedField {
  kind: PersonalKind;
  subject: string;
  iv: Buffer;
  tag: Buffer;
  sealed: Buffer;
}

export function isSealedField(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

export function sealField(value: unknown, kind: PersonalKind, subject: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(subject));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value ?? null), 'utf8'), cipher.final()]);
  const body = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  return `${PREFIX}${kind}:${subject}:${body}`;
}

/** The parts of a sealed field, or null when the text is not one. */
export function parseSealedField(text: string): SealedField | null {
  if (!text.startsWith(PREFIX)) return null;
  const rest = text.slice(PREFIX.length);
  const kindEnd = rest.indexOf(':');
  const bodyStart = rest.lastIndexOf(':');
  const kind = rest.slice(0, kindEnd);
  if (kindEnd < 0 || bodyStart <= kindEnd || !KINDS.has(kind)) return null;
  const [iv, tag, sealed] = rest.slice(bodyStart + 1).split('.');
  if (!iv || !tag || sealed === undefined) return null;
  return {
    kind: kind as PersonalKind,
    subject: rest.slice(kindEnd + 1, bodyStart),
    iv: Buffer.from(iv, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
    sealed: Buffer.from(sealed, 'base64url'),
  };
}

/** The plaintext value; throws when the key is not the subject's or the field was tampered with. */
export function openField({ subject, iv, tag, sealed }: SealedField, key: Buffer): unknown {
  const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(subject));
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')) as unknown;
}

/** What an erased subject's field reads as: schedules keep a name to show, notes and reasons become empty. */
export function replacementOf(kind: PersonalKind, formerNumber: number): unknown {
  switch (kind) {
    case 'name':
      return `Former member ${formerNumber}`;
    case 'email':
      return `former-member-${formerNumber}@erased.invalid`;
    case 'text':
      return '';
    case 'name-part':
    case 'device':
      return null;
  }
}
