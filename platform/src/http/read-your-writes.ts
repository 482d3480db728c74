import type { RequestHandler } from 'express';
import { waitForPosition } from '../projection/checkpoints.ts';
import type { Projection } from '../projection/projection.ts';
import type { ReadStore } from '../read-store/port.ts';
import { MIN_POSITION_HEADER, parsePosition } from './positions.ts';

export interface ReadYourWritesDeps {
  readStore: ReadStore;
  projections: readonly Projection[];
  readYourWritesTimeoutMs: number;
}

/**
 * A client that has just written sends the position of its write; the request waits (bounded)
 * until the read models include it. Reads never forget what the user just saved, and commands
 * authorize against roles that include the user's own last change.
 */
export function readYourWrites({ readStore, projections, readYourWritesTimeoutMs }: ReadYourWritesDeps): RequestHandler {
  return async (request, _response, next) => {
    const position = parsePosition(request.get(MIN_POSITION_HEADER));
    if (position !== null) await waitForPosition(readStore, projections, position, { timeoutMs: readYourWritesTimeoutMs });
    next();
  };
}
