import type { UserEvent } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { userDecider } from './decide.ts';
import { emailDecider } from './email-claim.ts';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'ada@example.com', name: 'Ada', passwordHash: 'h' },
};
const started: UserEvent = {
  type: 'SessionStarted',
  data: { userId: 'u1', sessionId: 's1', refreshTokenHash: 'r1', expiresAt: '2026-12-01T00:00:00.000Z', userAgent: null },
};
const refreshed: UserEvent = {
  type: 'SessionRefreshed',
  data: { userId: 'u1', sessionId: 's1', refreshTokenHash: 'r2', expiresAt: '2026-12-02T00:00:00.000Z' },
};
const now = '2026-11-22T00:00:00.000Z';
const refreshWith = (presentedHash: string) =>
  ({ type: 'RefreshSession', sessionId: 's1', presentedHash, refreshTokenHash: 'r3', expiresAt: '2026-12-03T00:00:00.000Z', now }) as const;

describe('registering a user', () => {
  it('records the registration', () => {
    given(userDecider)
      .when({ type: 'Register', userId: 'u1', email: 'ada@example.com', name: 'Ada', passwordHash: 'h' })
      .then([registered]);
  });

  it('refuses to register the same user twice', () => {
    given(userDecider, [registered])
      .when({ type: 'Register', userId: 'u1', email: 'ada@example.com', name: 'Ada', passwordHash: 'h' })
      .thenFails('conflict', 'User already exists');
  });

  it('claims an e-mail address once only', () => {
    given(emailDecider)
      .when({ type: 'ClaimEmail', email: 'ada@example.com', userId: 'u1' })
      .then([{ type: 'EmailClaimed', data: { email: 'ada@example.com', userId: 'u1' } }]);
    given(emailDecider, [{ type: 'EmailClaimed', data: { email: 'ada@example.com', userId: 'u1' } }])
      .when({ type: 'ClaimEmail', email: 'ada@example.com', userId: 'u2' })
      .thenFails('conflict', 'An account with this email already exists');
  });
});

describe('the profile name', () => {
  it('changes, and a change to the same name records nothing', () => {
    given(userDecider, [registered])
      .when({ type: 'ChangeName', name: 'Ada L.' })
      .then([{ type: 'UserNameChanged', data: { userId: 'u1', name: 'Ada L.' } }]);
    given(userDecider, [registered]).when({ type: 'ChangeName', name: 'Ada' }).then([]);
  });

  it('cannot change for a user who does not exist', () => {
    given(userDecider).when({ type: 'ChangeName', name: 'X' }).thenFails('not_found', 'User not found');
  });
});

describe('sessions', () => {
  it('rotate the refresh token on refresh', () => {
    given(userDecider, [registered, started])
      .when(refreshWith('r1'))
      .then([
        {
          type: 'SessionRefreshed',
          data: { userId: 'u1', sessionId: 's1', refreshTokenHash: 'r3', expiresAt: '2026-12-03T00:00:00.000Z' },
        },
      ]);
  });

  it('revoke the whole session when a rotated-away token is presented again', () => {
    given(userDecider, [registered, started, refreshed])
      .when(refreshWith('r1'))
      .then([{ type: 'SessionRevoked', data: { userId: 'u1', sessionId: 's1', reason: 'refresh_token_reuse' } }]);
  });

  it('refuse a refresh of a revoked, expired or unknown session', () => {
    const expired = { ...refreshWith('r1'), now: '2026-12-05T00:00:00.000Z' };
    const message = 'Your session has expired. Please sign in again.';
    given(userDecider, [registered, started]).when(expired).thenFails('unauthorized', message);
    given(userDecider, [registered, started, { type: 'SignedOutEverywhere', data: { userId: 'u1' } }])
      .when(refreshWith('r1'))
      .thenFails('unauthorized', message);
    given(userDecider, [registered, started]).when(refreshWith('forged')).thenFails('unauthorized', message);
    given(userDecider, [registered]).when(refreshWith('r1')).thenFails('unauthorized', message);
  });

  it('end one session on sign-out, and nothing when it already ended', () => {
    given(userDecider, [registered, started])
      .when({ type: 'EndSession', sessionId: 's1' })
      .then([{ type: 'SessionRevoked', data: { userId: 'u1', sessionId: 's1', reason: 'signed_out' } }]);
    given(userDecider, [registered]).when({ type: 'EndSession', sessionId: 's1' }).then([]);
  });

  it('end every session on a global sign-out', () => {
    given(userDecider, [registered, started])
      .when({ type: 'SignOutEverywhere' })
      .then([{ type: 'SignedOutEverywhere', data: { userId: 'u1' } }]);
  });
});

describe('erasing a user', () => {
  const erase = { type: 'Erase', by: 'super_admin', reason: 'Request by letter of 1 March', erasedAt: now } as const;
  const erased: UserEvent = {
    type: 'UserErased',
    data: { userId: 'u1', by: 'super_admin', reason: 'Request by letter of 1 March', erasedAt: now },
  };

  it('signs them out everywhere and records the erasure: who (the actor), when and why, with none of their data', () => {
    given(userDecider, [registered, started])
      .when(erase)
      .then([{ type: 'SignedOutEverywhere', data: { userId: 'u1' } }, erased]);
  });

  it('is final: the account can neither sign in, refresh, change nor be erased again', () => {
    const after = given(userDecider, [registered, started, erased]);
    after.when(erase).thenFails('not_found', 'User not found');
    after
      .when({ type: 'StartSession', sessionId: 's2', refreshTokenHash: 'r9', expiresAt: now, userAgent: null })
      .thenFails('not_found', 'User not found');
    after.when({ type: 'ChangeName', name: 'Ada' }).thenFails('not_found', 'User not found');
    after.when(refreshWith('r1')).thenFails('not_found', 'User not found');
  });
});

describe("an erased person's address", () => {
  const claimed = { type: 'EmailClaimed', data: { email: 'ada@example.com', userId: 'u1' } } as const;

  it('is released by its holder only, once', () => {
    given(emailDecider, [claimed])
      .when({ type: 'ReleaseEmail', userId: 'u1' })
      .then([{ type: 'EmailReleased', data: { userId: 'u1' } }]);
    given(emailDecider, [claimed]).when({ type: 'ReleaseEmail', userId: 'u2' }).then([]);
    given(emailDecider, [claimed, { type: 'EmailReleased', data: { userId: 'u1' } }])
      .when({ type: 'ReleaseEmail', userId: 'u1' })
      .then([]);
  });

  it('can be claimed again once released', () => {
    given(emailDecider, [claimed, { type: 'EmailReleased', data: { userId: 'u1' } }])
      .when({ type: 'ClaimEmail', email: 'ada@example.com', userId: 'u2' })
      .then([{ type: 'EmailClaimed', data: { email: 'ada@example.com', userId: 'u2' } }]);
  });
});
