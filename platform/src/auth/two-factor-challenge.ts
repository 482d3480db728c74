import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** How long the second step of a sign-in may follow the first. */
export const CHALLENGE_SECONDS = 5 * 60;

export interface ChallengeClaims {
  userId: string;
  /** Unique per challenge: second-factor attempts are counted per challenge. */
  id: string;
  /** A fingerprint of the password hash the first step matched: a password change voids the challenge. */
  stamp: string;
}

/**
 * What a right password earns an account with two-factor sign-in: not tokens, only the right to
 * present a code for a few minutes. Signed with the access-token key under its own `typ`, so
 * neither can pass for the other. The clock is the caller's (tests move it).
 */
export function signTwoFactorChallenge(secret: string, claims: Omit<ChallengeClaims, 'id'>, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  return jwt.sign({ typ: '2fa-challenge', stamp: claims.stamp, iat }, secret, {
    algorithm: 'HS256',
    subject: claims.userId,
    jwtid: randomUUID(),
    expiresIn: CHALLENGE_SECONDS,
    issuer: 'rostra',
  });
}

/** The claims of a valid, unexpired challenge, or null. */
export function verifyTwoFactorChallenge(secret: string, token: string, now: Date): ChallengeClaims | null {
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      issuer: 'rostra',
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    if (typeof payload !== 'object' || payload.typ !== '2fa-challenge' || !payload.sub || typeof payload.stamp !== 'string' || !payload.jti)
      return null;
    return { userId: payload.sub, id: payload.jti, stamp: payload.stamp };
  } catch {
    return null;
  }
}
