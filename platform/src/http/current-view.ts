import type { RequestHandler } from 'express';
import { currentAuthorization } from '../auth/current-authorization.ts';
import { checkSessions } from '../auth/session-check.ts';
import { readYourWrites } from './read-your-writes.ts';
import type { ServiceDeps } from './service-deps.ts';

/**
 * Mounted first in each API, in this order: read models that authorize as current as the log when
 * the request arrived, the request's session checked against them, then the wait for the
 * session's own last write (or the client's explicit position).
 */
export function currentView(deps: ServiceDeps): RequestHandler[] {
  return [currentAuthorization(deps), checkSessions(deps), readYourWrites(deps)];
}
