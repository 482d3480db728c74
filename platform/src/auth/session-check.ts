import type { Request, RequestHandler } from 'express';
import type { Doc, ReadStore } from '../read-store/port.ts';
import { verifyAccessToken, type AccessClaims } from './access-token.ts';

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
const liveSessions = new WeakMap<Request, AccessClaims>();

/** Whether `checkSessions` found the request's access token to belong to an ended (or unknown) session. */
export function fromRevokedSession(request: Request): boolean {
  return revokedRequests.has(request);
}

/** The claims of the request's access token when its session is live, or null. */
export function liveSessionOf(request: Request): AccessClaims | null {
  return liveSessions.get(request) ?? null;
}

/**
 * Mounted once per API, after `currentAuthorization`: an access token outlives the sign-out of its
 * session by up to 15 minutes unless someone looks, so every request that carries a valid one has
 * its session looked up in the read model, and `authenticate` refuses it when the session ended.
 * The read model includes every event appended before the request arrived, and a token is issued
 * after its session started, so a session it does not know is refused too (a wiped log).
 */
export function checkSessions({ tokenSecret, readStore }: { tokenSecret: string; readStore: ReadStore }): RequestHandler {
  return async (request, _response, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.get('authorization') ?? '');
    const claims = match ? verifyAccessToken(tokenSecret, match[1]!) : null;
    if (claims) {
      const table = await readStore.resolveAlias(SESSIONS_TABLE);
      const session = table ? await readStore.get<SessionRow>(table, claims.sessionId) : null;
      if (session && !session.revoked && session.user_id === claims.userId) liveSessions.set(request, claims);
      else revokedRequests.add(request);
    }
    next();
  };
}
