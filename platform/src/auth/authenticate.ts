import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../http/errors.ts';
import { verifyAccessToken, type AccessClaims } from './access-token.ts';
import { fromRevokedSession } from './session-check.ts';

const identities = new WeakMap<Request, AccessClaims>();

/** Requires a valid Bearer access token of a session that has not ended; 401 otherwise (the web then signs out, docs/product/api-calls.md). */
export function authenticate(secret: string): RequestHandler {
  return (request, _response, next) => {
    const header = request.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match ? verifyAccessToken(secret, match[1]!) : null;
    if (!claims || fromRevokedSession(request)) {
      next(unauthorized());
      return;
    }
    identities.set(request, claims);
    next();
  };
}

/** The signed-in user of a request that passed `authenticate`. */
export function identity(request: Request): AccessClaims {
  const claims = identities.get(request);
  if (!claims) throw unauthorized();
  return claims;
}
