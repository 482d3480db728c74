import { ACCOUNT_SECURITY_TEXT as TEXT, type UserEvent } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { userDecider } from './decide.ts';

const registered: UserEvent = { type: 'UserRegistered', data: { userId: 'u1', email: 'ada@example.com', name: 'Ada', passwordHash: 'h' } };
const session = (sessionId: string): UserEvent => ({
  type: 'SessionStarted',
  data: { userId: 'u1', sessionId, refreshTokenHash: `r-${sessionId}`, expiresAt: '2026-12-01T00:00:00.000Z', userAgent: null },
});
const recoveryRequested: UserEvent = {
  type: 'PasswordRecoveryRequested',
  data: { userId: 'u1', tokenHash: 't1', expiresAt: '2026-11-22T00:30:00.000Z' },
};
const enrolling: UserEvent = { type: 'TwoFactorEnrolmentStarted', data: { userId: 'u1', encryptedSecret: 'sealed-1' } };
const enabled: UserEvent = { type: 'TwoFactorEnabled', data: { userId: 'u1', step: 100, recoveryCodeHashes: ['rc1', 'rc2'] } };
const withTwoFactor = [registered, enrolling, enabled];
const reset = (now: string, tokenHash = 't1') => ({ type: 'ResetPassword', tokenHash, passwordHash: 'h2', now }) as const;
const signIn = (secondFactor?: {
  proof: { kind: 'code'; secret: string; step: number } | { kind: 'recovery'; codeHash: string };
  passwordHash: string;
}) =>
  ({
    type: 'StartSession',
    sessionId: 's9',
    refreshTokenHash: 'r9',
    expiresAt: '2026-12-09T00:00:00.000Z',
    userAgent: null,
    ...(secondFactor ? { secondFactor } : {}),
  }) as const;
const started9: UserEvent = {
  type: 'SessionStarted',
  data: { userId: 'u1', sessionId: 's9', refreshTokenHash: 'r9', expiresAt: '2026-12-09T00:00:00.000Z', userAgent: null },
};

describe('sign-in links', () => {
  const issued: UserEvent = { type: 'SignInLinkIssued', data: { userId: 'u1', tokenHash: 'l1', expiresAt: '2026-11-22T00:15:00.000Z' } };
  const use = (now: string, tokenHash = 'l1') => ({ type: 'UseSignInLink', tokenHash, now }) as const;

  it('are issued for the password that was checked, and not after it changed', () => {
    given(userDecider, [registered])
      .when({ type: 'IssueSignInLink', tokenHash: 'l1', expiresAt: '2026-11-22T00:15:00.000Z', passwordHash: 'h' })
      .then([issued]);
    given(userDecider, [registered, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2' } }])
      .when({ type: 'IssueSignInLink', tokenHash: 'l1', expiresAt: '2026-11-22T00:15:00.000Z', passwordHash: 'h' })
      .then([]);
  });

  it('work once, before they expire', () => {
    const used: UserEvent = { type: 'SignInLinkUsed', data: { userId: 'u1', tokenHash: 'l1' } };
    given(userDecider, [registered, issued]).when(use('2026-11-22T00:14:59.000Z')).then([used]);
    given(userDecider, [registered, issued, used]).when(use('2026-11-22T00:14:59.000Z')).thenFails('validation', TEXT.signInLinkInvalid);
    given(userDecider, [registered, issued]).when(use('2026-11-22T00:15:00.000Z')).thenFails('validation', TEXT.signInLinkInvalid);
    given(userDecider, [registered, issued])
      .when(use('2026-11-22T00:00:00.000Z', 'forged'))
      .thenFails('validation', TEXT.signInLinkInvalid);
  });

  it('die with the password that earned them', () => {
    const reset: UserEvent = { type: 'PasswordResetCompleted', data: { userId: 'u1', tokenHash: 't1', passwordHash: 'h2' } };
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h3' } };
    for (const event of [reset, changed]) {
      given(userDecider, [registered, issued, event]).when(use('2026-11-22T00:01:00.000Z')).thenFails('validation', TEXT.signInLinkInvalid);
    }
  });
});

describe('password recovery', () => {
  it('records a requested link by its hash and expiry', () => {
    given(userDecider, [registered])
      .when({ type: 'RequestPasswordRecovery', tokenHash: 't1', expiresAt: '2026-11-22T00:30:00.000Z' })
      .then([recoveryRequested]);
  });

  it('resets the password with a live link and signs out every session', () => {
    given(userDecider, [registered, session('s1'), recoveryRequested])
      .when(reset('2026-11-22T00:29:59.000Z'))
      .then([
        { type: 'PasswordResetCompleted', data: { userId: 'u1', tokenHash: 't1', passwordHash: 'h2' } },
        { type: 'SignedOutEverywhere', data: { userId: 'u1' } },
      ]);
  });

  it('refuses an expired, unknown or already used link', () => {
    given(userDecider, [registered, recoveryRequested])
      .when(reset('2026-11-22T00:30:00.000Z'))
      .thenFails('validation', TEXT.resetLinkInvalid);
    given(userDecider, [registered, recoveryRequested])
      .when(reset('2026-11-22T00:00:00.000Z', 'forged'))
      .thenFails('validation', TEXT.resetLinkInvalid);
    const used: UserEvent = { type: 'PasswordResetCompleted', data: { userId: 'u1', tokenHash: 't1', passwordHash: 'h2' } };
    given(userDecider, [registered, recoveryRequested, used])
      .when(reset('2026-11-22T00:00:00.000Z'))
      .thenFails('validation', TEXT.resetLinkInvalid);
  });

  it('spends every outstanding link once the password changes', () => {
    const second: UserEvent = {
      type: 'PasswordRecoveryRequested',
      data: { userId: 'u1', tokenHash: 't2', expiresAt: '2026-11-22T00:30:00.000Z' },
    };
    const used: UserEvent = { type: 'PasswordResetCompleted', data: { userId: 'u1', tokenHash: 't1', passwordHash: 'h2' } };
    given(userDecider, [registered, recoveryRequested, second, used])
      .when(reset('2026-11-22T00:00:00.000Z', 't2'))
      .thenFails('validation', TEXT.resetLinkInvalid);
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h3' } };
    given(userDecider, [registered, recoveryRequested, changed])
      .when(reset('2026-11-22T00:00:00.000Z'))
      .thenFails('validation', TEXT.resetLinkInvalid);
  });

  it('cannot be requested for a user who does not exist', () => {
    given(userDecider).when({ type: 'RequestPasswordRecovery', tokenHash: 't', expiresAt: 'x' }).thenFails('not_found', 'User not found');
  });
});

describe('changing the password', () => {
  it('signs out every other live session, keeping the one it was changed from', () => {
    const ended: UserEvent = { type: 'SessionRevoked', data: { userId: 'u1', sessionId: 's3', reason: 'signed_out' } };
    given(userDecider, [registered, session('s1'), session('s2'), session('s3'), ended])
      .when({ type: 'ChangePassword', passwordHash: 'h2', verifiedHash: 'h', currentSessionId: 's1' })
      .then([
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2' } },
        { type: 'SessionRevoked', data: { userId: 'u1', sessionId: 's2', reason: 'password_changed' } },
      ]);
  });

  it('is refused when the password changed since the current one was checked', () => {
    given(userDecider, [registered, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'other' } }])
      .when({ type: 'ChangePassword', passwordHash: 'h2', verifiedHash: 'h', currentSessionId: 's1' })
      .thenFails('unauthorized', TEXT.currentPasswordWrong);
  });
});

describe('sessions from the profile', () => {
  it('sign out one session of the user, and nothing when it already ended', () => {
    given(userDecider, [registered, session('s1')])
      .when({ type: 'RevokeSession', sessionId: 's1' })
      .then([{ type: 'SessionRevoked', data: { userId: 'u1', sessionId: 's1', reason: 'signed_out' } }]);
    given(userDecider, [registered, session('s1'), { type: 'SignedOutEverywhere', data: { userId: 'u1' } }])
      .when({ type: 'RevokeSession', sessionId: 's1' })
      .then([]);
  });

  it("know nothing of a session that is not the user's", () => {
    given(userDecider, [registered, session('s1')])
      .when({ type: 'RevokeSession', sessionId: 'elsewhere' })
      .thenFails('not_found', TEXT.sessionNotFound);
  });

  it('sign out every other session at once', () => {
    given(userDecider, [registered, session('s1'), session('s2'), session('s3')])
      .when({ type: 'RevokeOtherSessions', currentSessionId: 's2' })
      .then([
        { type: 'SessionRevoked', data: { userId: 'u1', sessionId: 's1', reason: 'signed_out' } },
        { type: 'SessionRevoked', data: { userId: 'u1', sessionId: 's3', reason: 'signed_out' } },
      ]);
  });
});

describe('two-factor enrolment', () => {
  it('starts with a sealed secret, and a new setup replaces a pending one', () => {
    given(userDecider, [registered]).when({ type: 'StartTwoFactorEnrolment', encryptedSecret: 'sealed-1' }).then([enrolling]);
    given(userDecider, [registered, enrolling])
      .when({ type: 'StartTwoFactorEnrolment', encryptedSecret: 'sealed-2' })
      .then([{ type: 'TwoFactorEnrolmentStarted', data: { userId: 'u1', encryptedSecret: 'sealed-2' } }]);
  });

  it('is enabled with a code of the pending secret, keeping the recovery codes hashed', () => {
    given(userDecider, [registered, enrolling])
      .when({ type: 'EnableTwoFactor', encryptedSecret: 'sealed-1', step: 100, recoveryCodeHashes: ['rc1', 'rc2'] })
      .then([enabled]);
  });

  it('is refused for a secret replaced since the code was checked, without a setup, or when already on', () => {
    const replaced: UserEvent = { type: 'TwoFactorEnrolmentStarted', data: { userId: 'u1', encryptedSecret: 'sealed-2' } };
    const enable = { type: 'EnableTwoFactor' as const, encryptedSecret: 'sealed-1', step: 100, recoveryCodeHashes: [] };
    given(userDecider, [registered, enrolling, replaced]).when(enable).thenFails('conflict', TEXT.setupFirst);
    given(userDecider, [registered]).when(enable).thenFails('conflict', TEXT.setupFirst);
    given(userDecider, withTwoFactor).when(enable).thenFails('conflict', TEXT.twoFactorAlreadyEnabled);
    given(userDecider, withTwoFactor)
      .when({ type: 'StartTwoFactorEnrolment', encryptedSecret: 'x' })
      .thenFails('conflict', TEXT.twoFactorAlreadyEnabled);
  });

  it('is disabled with a fresh code or an unspent recovery code', () => {
    const disabled: UserEvent = { type: 'TwoFactorDisabled', data: { userId: 'u1' } };
    given(userDecider, withTwoFactor)
      .when({ type: 'DisableTwoFactor', proof: { kind: 'code', secret: 'sealed-1', step: 101 } })
      .then([disabled]);
    given(userDecider, withTwoFactor)
      .when({ type: 'DisableTwoFactor', proof: { kind: 'recovery', codeHash: 'rc2' } })
      .then([disabled]);
  });

  it('is not disabled with a used step, a spent recovery code, or when off', () => {
    given(userDecider, withTwoFactor)
      .when({ type: 'DisableTwoFactor', proof: { kind: 'code', secret: 'sealed-1', step: 100 } })
      .thenFails('validation', TEXT.invalidCode);
    const spent: UserEvent = { type: 'RecoveryCodeUsed', data: { userId: 'u1', codeHash: 'rc1' } };
    given(userDecider, [...withTwoFactor, spent])
      .when({ type: 'DisableTwoFactor', proof: { kind: 'recovery', codeHash: 'rc1' } })
      .thenFails('validation', TEXT.invalidRecoveryCode);
    given(userDecider, [registered])
      .when({ type: 'DisableTwoFactor', proof: { kind: 'recovery', codeHash: 'rc1' } })
      .thenFails('conflict', TEXT.twoFactorNotEnabled);
  });
});

describe('signing in with two-factor', () => {
  it('starts a session only with a second factor, and spends it', () => {
    given(userDecider, withTwoFactor).when(signIn()).thenFails('unauthorized', TEXT.challengeExpired);
    given(userDecider, withTwoFactor)
      .when(signIn({ proof: { kind: 'code', secret: 'sealed-1', step: 101 }, passwordHash: 'h' }))
      .then([{ type: 'TwoFactorCodeUsed', data: { userId: 'u1', step: 101 } }, started9]);
    given(userDecider, withTwoFactor)
      .when(signIn({ proof: { kind: 'recovery', codeHash: 'rc1' }, passwordHash: 'h' }))
      .then([{ type: 'RecoveryCodeUsed', data: { userId: 'u1', codeHash: 'rc1' } }, started9]);
  });

  it('refuses a code of a step already used, or of an earlier one (no replay)', () => {
    const used: UserEvent = { type: 'TwoFactorCodeUsed', data: { userId: 'u1', step: 102 } };
    for (const step of [102, 101]) {
      given(userDecider, [...withTwoFactor, used])
        .when(signIn({ proof: { kind: 'code', secret: 'sealed-1', step }, passwordHash: 'h' }))
        .thenFails('validation', TEXT.invalidCode);
    }
  });

  it('refuses a recovery code a second time', () => {
    const spent: UserEvent = { type: 'RecoveryCodeUsed', data: { userId: 'u1', codeHash: 'rc1' } };
    given(userDecider, [...withTwoFactor, spent])
      .when(signIn({ proof: { kind: 'recovery', codeHash: 'rc1' }, passwordHash: 'h' }))
      .thenFails('validation', TEXT.invalidRecoveryCode);
  });

  it('refuses a second step whose password has changed since the first', () => {
    given(userDecider, withTwoFactor)
      .when(signIn({ proof: { kind: 'code', secret: 'sealed-1', step: 101 }, passwordHash: 'old' }))
      .thenFails('unauthorized', TEXT.challengeExpired);
  });

  it('needs no second factor once disabled', () => {
    given(userDecider, [...withTwoFactor, { type: 'TwoFactorDisabled', data: { userId: 'u1' } }])
      .when(signIn())
      .then([started9]);
  });
});
