import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';
import { CHALLENGE_SECONDS, signTwoFactorChallenge, verifyTwoFactorChallenge } from './two-factor-challenge.ts';

const secret = 'a signing key of at least thirty-two characters';
const now = new Date('2026-11-22T10:00:00.000Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('two-factor challenges', () => {
  it('carry the user, the password stamp and an id of their own for five minutes', () => {
    const challenge = signTwoFactorChallenge(secret, { userId: 'u1', stamp: 's1' }, now);
    const claims = verifyTwoFactorChallenge(secret, challenge, later(CHALLENGE_SECONDS - 1));
    expect(claims).toEqual({ userId: 'u1', stamp: 's1', id: expect.any(String) });
    const another = verifyTwoFactorChallenge(secret, signTwoFactorChallenge(secret, { userId: 'u1', stamp: 's1' }, now), now);
    expect(another!.id).not.toBe(claims!.id);
    expect(verifyTwoFactorChallenge(secret, challenge, later(CHALLENGE_SECONDS + 1))).toBeNull();
  });

  it('are refused when signed with another key, and are no access tokens, nor access tokens challenges', () => {
    expect(verifyTwoFactorChallenge(secret, signTwoFactorChallenge(`${secret}!`, { userId: 'u1', stamp: 's' }, now), now)).toBeNull();
    expect(
      verifyTwoFactorChallenge(secret, signAccessToken(secret, { userId: 'u1', email: 'a@b.c', sessionId: 's' }), new Date()),
    ).toBeNull();
    expect(verifyTwoFactorChallenge(secret, 'nonsense', now)).toBeNull();
    expect(verifyAccessToken(secret, signTwoFactorChallenge(secret, { userId: 'u1', stamp: 's' }, new Date()))).toBeNull();
  });
});
