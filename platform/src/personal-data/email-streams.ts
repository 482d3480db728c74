import { createHash, createHmac, hkdfSync } from 'node:crypto';

// An address's claim has a stream of its own, so the log itself decides that an address is taken
// (case-insensitively). Its name is a keyed hash: a plain SHA-256 would let anyone who reads the
// log confirm a guessed address. The key is derived from PERSONAL_DATA_KEY (HKDF, its own label,
// so it is never the key that seals the per-person keys): every replica that writes already shares
// that secret and backs it up, and a lost or changed one is already a documented disaster.

const PREFIX = 'user-email-';

const normalized = (email: string) => email.trim().toLowerCase();

/** The stream of an address's claim. */
export type EmailStreamNames = (email: string) => string;

/** `user-email-{HMAC-SHA-256(address in lower case)}`, keyed from PERSONAL_DATA_KEY. */
export function emailStreamNames(personalDataKey: string): EmailStreamNames {
  const key = Buffer.from(hkdfSync('sha256', personalDataKey, 'rostra', 'user-email stream names v1', 32));
  return (email) => `${PREFIX}${createHmac('sha256', key).update(normalized(email)).digest('hex')}`;
}

/** The unkeyed name of logs written before: `rostra migrate personal-data` renames such streams. */
export const unkeyedEmailStream = (email: string) => `${PREFIX}${createHash('sha256').update(normalized(email)).digest('hex')}`;

export const isEmailStream = (streamId: string) => streamId.startsWith(PREFIX);
