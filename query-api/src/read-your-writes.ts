import { MIN_POSITION_HEADER, parsePosition, waitForPosition } from '@rostra/platform';
import type { RequestHandler } from 'express';
import type { QueryApiDeps } from './deps.ts';

/**
 * A client that has just written sends the position of its write; the read waits (bounded) until
 * the read models include it, so a screen never forgets what the user just saved.
 */
export function readYourWrites({ readStore, projections, readYourWritesTimeoutMs }: QueryApiDeps): RequestHandler {
  return async (request, _response, next) => {
    const position = parsePosition(request.get(MIN_POSITION_HEADER));
    if (position !== null) await waitForPosition(readStore, projections, position, { timeoutMs: readYourWritesTimeoutMs });
    next();
  };
}
