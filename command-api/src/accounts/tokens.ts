import { createHash, randomBytes } from 'node:crypto';

/** Refresh tokens name their user and session, so the right stream is found without a lookup. */
export function newRefreshToken(userId: string, sessionId: string): string {
  return `${userId}.${sessionId}.${randomBytes(32).toString('base64url')}`;
}

export function parseRefreshToken(token: string): { userId: string; sessionId: string } | null {
  const [userId, sessionId, secret] = token.split('.');
  return userId && sessionId && secret ? { userId, sessionId } : null;
}

/** Only hashes of refresh tokens reach the log. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export const REFRESH_TOKEN_DAYS = 30;

export function refreshExpiry(now: Date): string {
  return new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000).toISOString();
}
