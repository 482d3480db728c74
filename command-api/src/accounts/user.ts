import type { UserEvent } from '@rostra/contracts';

export interface Session {
  currentHash: string;
  /** Hashes this session has rotated away from: presenting one again means the token was stolen. */
  previousHashes: string[];
  expiresAt: string;
  revoked: boolean;
}

export interface UserState {
  status: 'none' | 'registered' | 'abandoned' | 'erased';
  userId: string | null;
  email: string | null;
  name: string | null;
  passwordHash: string | null;
  sessions: Record<string, Session>;
  /** Outstanding password-reset links: token hash → expiry. */
  resetTokens: Record<string, string>;
  /** Outstanding sign-in links (sign-in-throttle.ts, past a ceiling): token hash → expiry. */
  signInLinks: Record<string, string>;
  twoFactor: TwoFactorState;
}

export interface TwoFactorState {
  /** Sealed secret awaiting confirmation with a code. */
  pendingSecret: string | null;
  /** Sealed secret in force; null while two-factor sign-in is off. */
  secret: string | null;
  /** The last time step a code was accepted for: that step and earlier ones are refused. */
  lastStep: number;
  recoveryCodeHashes: string[];
}

const noTwoFactor: TwoFactorState = { pendingSecret: null, secret: null, lastStep: -1, recoveryCodeHashes: [] };

export const initialUserState: UserState = {
  status: 'none',
  userId: null,
  email: null,
  name: null,
  passwordHash: null,
  sessions: {},
  resetTokens: {},
  signInLinks: {},
  twoFactor: noTwoFactor,
};

function withSession(state: UserState, sessionId: string, change: (session: Session) => Session): UserState {
  const session = state.sessions[sessionId];
  return session ? { ...state, sessions: { ...state.sessions, [sessionId]: change(session) } } : state;
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, status: 'registered', ...event.data };
    case 'UserRegistrationAbandoned':
      return { ...state, status: 'abandoned' };
    case 'UserErased':
      // Closed for good: no sign-in, no session, no secret is kept to act on.
      return { ...initialUserState, status: 'erased', userId: event.data.userId };
    case 'UserNameChanged':
      return { ...state, name: event.data.name };
    case 'PasswordChanged':
      // A new password also spends every outstanding reset link, and the sign-in links the old one earned.
      return { ...state, passwordHash: event.data.passwordHash, resetTokens: {}, signInLinks: {} };
    case 'SessionStarted': {
      const { sessionId, refreshTokenHash, expiresAt } = event.data;
      const session: Session = { currentHash: refreshTokenHash, previousHashes: [], expiresAt, revoked: false };
      return { ...state, sessions: { ...state.sessions, [sessionId]: session } };
    }
    case 'SessionRefreshed':
      return withSession(state, event.data.sessionId, (session) => ({
        ...session,
        previousHashes: [...session.previousHashes, session.currentHash],
        currentHash: event.data.refreshTokenHash,
        expiresAt: event.data.expiresAt,
      }));
    case 'SessionRevoked':
      return withSession(state, event.data.sessionId, (session) => ({ ...session, revoked: true }));
    case 'SignedOutEverywhere':
      return {
        ...state,
        sessions: Object.fromEntries(Object.entries(state.sessions).map(([id, session]) => [id, { ...session, revoked: true }])),
      };
    default:
      return evolveSecurity(state, event);
  }
}

function evolveSecurity(state: UserState, event: UserEvent): UserState {
  const twoFactor = state.twoFactor;
  switch (event.type) {
    case 'PasswordRecoveryRequested':
      return { ...state, resetTokens: { ...state.resetTokens, [event.data.tokenHash]: event.data.expiresAt } };
    case 'PasswordResetCompleted':
      return { ...state, passwordHash: event.data.passwordHash, resetTokens: {}, signInLinks: {} };
    case 'SignInLinkIssued':
      return { ...state, signInLinks: { ...state.signInLinks, [event.data.tokenHash]: event.data.expiresAt } };
    case 'SignInLinkUsed': {
      const { [event.data.tokenHash]: _spent, ...signInLinks } = state.signInLinks;
      return { ...state, signInLinks };
    }
    case 'TwoFactorEnrolmentStarted':
      return { ...state, twoFactor: { ...twoFactor, pendingSecret: event.data.encryptedSecret } };
    case 'TwoFactorEnabled': {
      const { step, recoveryCodeHashes } = event.data;
      return { ...state, twoFactor: { pendingSecret: null, secret: twoFactor.pendingSecret, lastStep: step, recoveryCodeHashes } };
    }
    case 'TwoFactorDisabled':
      return { ...state, twoFactor: noTwoFactor };
    case 'TwoFactorCodeUsed':
      return { ...state, twoFactor: { ...twoFactor, lastStep: event.data.step } };
    case 'RecoveryCodeUsed':
      return {
        ...state,
        twoFactor: { ...twoFactor, recoveryCodeHashes: twoFactor.recoveryCodeHashes.filter((hash) => hash !== event.data.codeHash) },
      };
    default:
      return state;
  }
}
