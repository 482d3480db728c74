import type { UserEvent } from '@rostra/contracts';
import { AppError, unauthorized, type Decider } from '@rostra/platform';
import { evolveUser, initialUserState, type UserState } from './user.ts';

export type UserCommand =
  | { type: 'Register'; userId: string; email: string; name: string | null; passwordHash: string }
  | { type: 'AbandonRegistration' }
  | { type: 'ChangeName'; name: string | null }
  | { type: 'ChangePassword'; passwordHash: string }
  | { type: 'StartSession'; sessionId: string; refreshTokenHash: string; expiresAt: string; userAgent: string | null }
  | { type: 'RefreshSession'; sessionId: string; presentedHash: string; refreshTokenHash: string; expiresAt: string; now: string }
  | { type: 'EndSession'; sessionId: string }
  | { type: 'SignOutEverywhere' };

/** Thrown for any refresh that must not succeed: the caller signs out (SPEC §7, 401). */
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
      case 'ChangePassword':
        return [{ type: 'PasswordChanged', data: { userId: requireRegistered(state), passwordHash: command.passwordHash } }];
      case 'StartSession': {
        const userId = requireRegistered(state);
        const { sessionId, refreshTokenHash, expiresAt, userAgent } = command;
        return [{ type: 'SessionStarted', data: { userId, sessionId, refreshTokenHash, expiresAt, userAgent } }];
      }
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
    }
  },
};
