import type { UserEvent } from '@rostra/contracts';

export interface Session {
  currentHash: string;
  /** Hashes this session has rotated away from: presenting one again means the token was stolen. */
  previousHashes: string[];
  expiresAt: string;
  revoked: boolean;
}

export interface UserState {
  status: 'none' | 'registered' | 'abandoned';
  userId: string | null;
  email: string | null;
  name: string | null;
  passwordHash: string | null;
  sessions: Record<string, Session>;
}

export const initialUserState: UserState = {
  status: 'none',
  userId: null,
  email: null,
  name: null,
  passwordHash: null,
  sessions: {},
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
    case 'UserNameChanged':
      return { ...state, name: event.data.name };
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
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
  }
}
