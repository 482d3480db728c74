import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe (43 characters): unguessable, and usable in a link. */
export function newCreationToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A token's id is a hash of its text, so whoever presents the token finds its stream without a
 * lookup in a read model, and an id shown in a list or a URL reveals nothing of the token.
 */
export function creationTokenId(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 32);
}

export const creationTokenStream = (tokenId: string) => `creation-token-${tokenId}`;
