import type { Request, RequestHandler } from 'express';
import type { Doc, ReadStore } from '../read-store/port.ts';
import { verifyAccessToken } from './access-token.ts';

/** Read model of sign-in sessions (the sessions projection): the profile lists them, requests check them. */
export const SESSIONS_TABLE = 'sessions';

export interface SessionRow extends Doc {
  id: string;
  user_id: string;
  user_agent: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked: boolean;
}

const revokedRequests = new WeakSet<Request>();

/** Whether `checkSessions` found the request's access token to belong to an ended session. */
export function fromRevokedSession(request: Request): boolean {
  return revokedRequests.has(request);
}

/**
 * Mounted once per API, after read-your-own-writes: an access token outlives the sign-out of its
 * session by up to 15 minutes unless someone looks, so every request that carries a valid one has
 * its session looked up in the read model, and `authenticate` refuses it when the session ended.
 * A session the read model does not know yet (it lags the log by moments) passes: refusing it
 * would sign out people who had just signed in.
 */
export function checkSessions({ tokenSecret, readStore }: { tokenSecret: string; readStore: ReadStore }): RequestHandler {
  return async (request, _response, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.get('authorization') ?? '');
    const claims = match ? verifyAccessToken(tokenSecret, match[1]!) : null;
    if (claims) {
      const table = await readStore.resolveAlias(SESSIONS_TABLE);
      const session = table ? await readStore.get<SessionRow>(table, claims.sessionId) : null;
      if (session?.revoked && session.user_id === claims.userId) revokedRequests.add(request);
    }
    next();
  };
}
