import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../http/errors.ts';
import { verifyAccessToken, type AccessClaims } from './access-token.ts';
import { fromRevokedSession } from './session-check.ts';

const identities = new WeakMap<Request, AccessClaims>();

/** The claims of the request's Bearer access token when it is valid and unexpired, else null; its session is not looked at. */
export function bearerClaims(secret: string, request: Request): AccessClaims | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.get('authorization') ?? '');
  return match ? verifyAccessToken(secret, match[1]!) : null;
}

/** Requires a valid Bearer access token of a session that has not ended; 401 otherwise (the web then signs out, docs/product/api-calls.md). */
export function authenticate(secret: string): RequestHandler {
  return (request, _response, next) => {
    const claims = bearerClaims(secret, request);
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
