import { ACCOUNT_SECURITY_TEXT as TEXT, type UserEvent } from '@rostra/contracts';
import { badRequest, conflict, notFound } from '@rostra/platform';
import type { UserState } from './user.ts';

/**
 * What proves the second factor, found by the caller (which decrypts the secret and reads the
 * clock): the time step a code matched, with the sealed secret it matched, or a recovery code's
 * hash. The decision here is what the log must guarantee: the secret is still the one in force,
 * the step is later than any used before (no replay), the recovery code is unspent.
 */
export type SecondFactorProof = { kind: 'code'; secret: string; step: number } | { kind: 'recovery'; codeHash: string };

export type SecurityCommand =
  | { type: 'RequestPasswordRecovery'; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: string }
  /** `passwordHash`: the hash the password was checked against; a password changed since earns nothing. */
  | { type: 'IssueSignInLink'; tokenHash: string; expiresAt: string; passwordHash: string }
  | { type: 'UseSignInLink'; tokenHash: string; now: string }
  | { type: 'RevokeSession'; sessionId: string }
  | { type: 'RevokeOtherSessions'; currentSessionId: string }
  | { type: 'StartTwoFactorEnrolment'; encryptedSecret: string }
  | { type: 'EnableTwoFactor'; encryptedSecret: string; step: number; recoveryCodeHashes: string[] }
  | { type: 'DisableTwoFactor'; proof: SecondFactorProof };

/** The event that spends a proof, or a refusal (400: the caller maps it to 401 at sign-in). */
export function spendProof(state: UserState, userId: string, proof: SecondFactorProof): UserEvent {
  const { secret, lastStep, recoveryCodeHashes } = state.twoFactor;
  if (proof.kind === 'recovery') {
    if (!recoveryCodeHashes.includes(proof.codeHash)) throw badRequest(TEXT.invalidRecoveryCode);
    return { type: 'RecoveryCodeUsed', data: { userId, codeHash: proof.codeHash } };
  }
  if (proof.secret !== secret || proof.step <= lastStep) throw badRequest(TEXT.invalidCode);
  return { type: 'TwoFactorCodeUsed', data: { userId, step: proof.step } };
}

/** Revokes each live session but one. */
export function revokeOthers(state: UserState, userId: string, keep: string, reason: 'signed_out' | 'password_changed'): UserEvent[] {
  return Object.entries(state.sessions)
    .filter(([sessionId, session]) => sessionId !== keep && !session.revoked)
    .map(([sessionId]) => ({ type: 'SessionRevoked', data: { userId, sessionId, reason } }));
}

export function decideSecurity(command: SecurityCommand, state: UserState, userId: string): UserEvent[] {
  const twoFactor = state.twoFactor;
  switch (command.type) {
    case 'RequestPasswordRecovery':
      return [{ type: 'PasswordRecoveryRequested', data: { userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt } }];
    case 'ResetPassword': {
      const expiresAt = state.resetTokens[command.tokenHash];
      if (!expiresAt || expiresAt <= command.now) throw badRequest(TEXT.resetLinkInvalid);
      return [
        { type: 'PasswordResetCompleted', data: { userId, tokenHash: command.tokenHash, passwordHash: command.passwordHash } },
        { type: 'SignedOutEverywhere', data: { userId } },
      ];
    }
    case 'IssueSignInLink':
      if (state.passwordHash !== command.passwordHash) return [];
      return [{ type: 'SignInLinkIssued', data: { userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt } }];
    case 'UseSignInLink': {
      const expiresAt = state.signInLinks[command.tokenHash];
      if (!expiresAt || expiresAt <= command.now) throw badRequest(TEXT.signInLinkInvalid);
      return [{ type: 'SignInLinkUsed', data: { userId, tokenHash: command.tokenHash } }];
    }
    case 'RevokeSession': {
      const session = state.sessions[command.sessionId];
      if (!session) throw notFound(TEXT.sessionNotFound);
      return session.revoked ? [] : [{ type: 'SessionRevoked', data: { userId, sessionId: command.sessionId, reason: 'signed_out' } }];
    }
    case 'RevokeOtherSessions':
      return revokeOthers(state, userId, command.currentSessionId, 'signed_out');
    case 'StartTwoFactorEnrolment':
      if (twoFactor.secret) throw conflict(TEXT.twoFactorAlreadyEnabled);
      return [{ type: 'TwoFactorEnrolmentStarted', data: { userId, encryptedSecret: command.encryptedSecret } }];
    case 'EnableTwoFactor': {
      if (twoFactor.secret) throw conflict(TEXT.twoFactorAlreadyEnabled);
      // Another setup since the code was checked replaced the secret: the code proves nothing now.
      if (twoFactor.pendingSecret !== command.encryptedSecret) throw conflict(TEXT.setupFirst);
      const { step, recoveryCodeHashes } = command;
      return [{ type: 'TwoFactorEnabled', data: { userId, step, recoveryCodeHashes } }];
    }
    case 'DisableTwoFactor':
      if (!twoFactor.secret) throw conflict(TEXT.twoFactorNotEnabled);
      spendProof(state, userId, command.proof);
      return [{ type: 'TwoFactorDisabled', data: { userId } }];
  }
}
