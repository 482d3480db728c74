import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = 'a signing key of at least thirty-two characters';
const claims = { userId: 'u1', email: 'ada@example.com', sessionId: 's1' };

describe('access tokens', () => {
  it('carry the user, the e-mail and the session', () => {
    expect(verifyAccessToken(secret, signAccessToken(secret, claims))).toEqual(claims);
  });

  it('are refused without an expiry, even when signed with the real key', () => {
    const forever = jwt.sign({ email: claims.email, sid: claims.sessionId, typ: 'access' }, secret, {
      algorithm: 'HS256',
      subject: 'u1',
      issuer: 'rostra',
    });
    expect(verifyAccessToken(secret, forever)).toBeNull();
  });

  it('are refused once expired', () => {
    expect(verifyAccessToken(secret, signAccessToken(secret, claims, -1))).toBeNull();
  });
});
