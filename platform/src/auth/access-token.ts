import jwt from 'jsonwebtoken';

/** Access tokens are short-lived; refresh tokens (rotating, stored hashed in the log) renew them. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  email: string;
  sessionId: string;
}

export function signAccessToken(secret: string, claims: AccessClaims, seconds = ACCESS_TOKEN_SECONDS): string {
  return jwt.sign({ email: claims.email, sid: claims.sessionId, typ: 'access' }, secret, {
    algorithm: 'HS256',
    subject: claims.userId,
    expiresIn: seconds,
    issuer: 'rostra',
  });
}

/** The claims of a valid, unexpired access token, or null. A token without `exp` would never expire: refused. */
export function verifyAccessToken(secret: string, token: string): AccessClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: 'rostra' });
    if (typeof payload !== 'object' || payload.typ !== 'access' || !payload.sub || typeof payload.exp !== 'number') return null;
    return { userId: payload.sub, email: String(payload.email), sessionId: String(payload.sid) };
  } catch {
    return null;
  }
}
