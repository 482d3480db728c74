import { ACCOUNT_SECURITY_TEXT, type UserEvent } from '@rostra/contracts';
import { AppError, unauthorized, type Decider } from '@rostra/platform';
import { decideSecurity, revokeOthers, spendProof, type SecondFactorProof, type SecurityCommand } from './security-decide.ts';
import { evolveUser, initialUserState, type UserState } from './user.ts';

export type UserCommand =
  | { type: 'Register'; userId: string; email: string; name: string | null; passwordHash: string }
  | { type: 'AbandonRegistration' }
  | { type: 'ChangeName'; name: string | null }
  /** `verifiedHash`: the hash the current password was checked against; the session kept is the caller's. */
  | { type: 'ChangePassword'; passwordHash: string; verifiedHash: string; currentSessionId: string }
  | {
      type: 'StartSession';
      sessionId: string;
      refreshTokenHash: string;
      expiresAt: string;
      userAgent: string | null;
      /** Required once two-factor sign-in is on: the proof, and the password hash the first step matched. */
      secondFactor?: { proof: SecondFactorProof; passwordHash: string };
    }
  | { type: 'RefreshSession'; sessionId: string; presentedHash: string; refreshTokenHash: string; expiresAt: string; now: string }
  | { type: 'EndSession'; sessionId: string }
  | { type: 'SignOutEverywhere' }
  /** The erasure's record (docs/product/personal-data.md); the keys are deleted by its caller. */
  | { type: 'Erase'; by: 'self' | 'super_admin'; reason: string | null; erasedAt: string }
  | SecurityCommand;

/** Thrown for any refresh that must not succeed: the caller signs out (docs/product/api-calls.md, 401). */
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

function requireRegistered(state: UserState): string {
  if (state.status !== 'registered' || !state.userId) throw new AppError('not_found', 'User not found');
  return state.userId;
}

function refresh(state: UserState, command: Extract<UserCommand, { type: 'RefreshSession' }>): UserEvent[] {
  const userId = requireRegistered(state);
  const session = state.sessions[command.sessionId];
  if (!session || session.revoked) throw unauthorized(SESSION_EXPIRED);
  if (session.previousHashes.includes(command.presentedHash)) {
    // A rotated-away token came back: someone else holds this session's tokens. End the whole family.
    return [{ type: 'SessionRevoked', data: { userId, sessionId: command.sessionId, reason: 'refresh_token_reuse' } }];
  }
  if (session.currentHash !== command.presentedHash || session.expiresAt <= command.now) throw unauthorized(SESSION_EXPIRED);
  const { sessionId, refreshTokenHash, expiresAt } = command;
  return [{ type: 'SessionRefreshed', data: { userId, sessionId, refreshTokenHash, expiresAt } }];
}

/** An account with two-factor sign-in gets a session only with an unspent second factor. */
function startSession(state: UserState, command: Extract<UserCommand, { type: 'StartSession' }>): UserEvent[] {
  const userId = requireRegistered(state);
  const { sessionId, refreshTokenHash, expiresAt, userAgent, secondFactor } = command;
  const started: UserEvent = { type: 'SessionStarted', data: { userId, sessionId, refreshTokenHash, expiresAt, userAgent } };
  if (!state.twoFactor.secret) return [started];
  if (!secondFactor || secondFactor.passwordHash !== state.passwordHash) throw unauthorized(ACCOUNT_SECURITY_TEXT.challengeExpired);
  return [spendProof(state, userId, secondFactor.proof), started];
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide(command, state) {
    switch (command.type) {
      case 'Register': {
        if (state.status !== 'none') throw new AppError('conflict', 'User already exists');
        const { userId, email, name, passwordHash } = command;
        return [{ type: 'UserRegistered', data: { userId, email, name, passwordHash } }];
      }
      case 'AbandonRegistration':
        return [{ type: 'UserRegistrationAbandoned', data: { userId: requireRegistered(state) } }];
      case 'ChangeName': {
        const userId = requireRegistered(state);
        return state.name === command.name ? [] : [{ type: 'UserNameChanged', data: { userId, name: command.name } }];
      }
      case 'ChangePassword': {
        const userId = requireRegistered(state);
        // Changed by someone else since it was checked: the current password given is no longer it.
        if (state.passwordHash !== command.verifiedHash) throw unauthorized(ACCOUNT_SECURITY_TEXT.currentPasswordWrong);
        return [
          { type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash } },
          ...revokeOthers(state, userId, command.currentSessionId, 'password_changed'),
        ];
      }
      case 'StartSession':
        return startSession(state, command);
      case 'RefreshSession':
        return refresh(state, command);
      case 'EndSession': {
        const userId = requireRegistered(state);
        const session = state.sessions[command.sessionId];
        if (!session || session.revoked) return [];
        return [{ type: 'SessionRevoked', data: { userId, sessionId: command.sessionId, reason: 'signed_out' } }];
      }
      case 'SignOutEverywhere':
        return [{ type: 'SignedOutEverywhere', data: { userId: requireRegistered(state) } }];
      case 'Erase': {
        const userId = requireRegistered(state);
        const { by, reason, erasedAt } = command;
        // Signed out everywhere first, so every session ends with the account.
        return [
          { type: 'SignedOutEverywhere', data: { userId } },
          { type: 'UserErased', data: { userId, by, reason, erasedAt } },
        ];
      }
      default:
        return decideSecurity(command, state, requireRegistered(state));
    }
  },
};
