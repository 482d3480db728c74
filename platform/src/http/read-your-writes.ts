import type { RequestHandler, Response } from 'express';
import { headAtArrival } from '../auth/current-authorization.ts';
import { liveSessionOf } from '../auth/session-check.ts';
import type { Logger } from '../logging/logger.ts';
import { waitForPosition } from '../projection/checkpoints.ts';
import type { Projection } from '../projection/projection.ts';
import type { ReadStore } from '../read-store/port.ts';
import { MIN_POSITION_HEADER, parsePosition, STALE_HEADER } from './positions.ts';
import { lastPosition, rememberPosition } from './session-positions.ts';

export interface ReadYourWritesDeps {
  readStore: ReadStore;
  projections: readonly Projection[];
  readYourWritesTimeoutMs: number;
  logger: Logger;
}

type Keeper = (position: bigint) => Promise<void>;
const keepers = new WeakMap<Response, Keeper>();

/** Records a command's position for its session before `respond` answers (no-op without a session). */
export function keepPosition(response: Response, position: bigint): Promise<void> {
  return keepers.get(response)?.(position) ?? Promise.resolve();
}

const highest = (a: bigint | null, b: bigint | null) => (a === null ? b : b === null || a > b ? a : b);

/**
 * Mounted after `currentAuthorization` and `checkSessions`. A request waits (bounded) until the
 * read models include the last write of its session, or the position its client sends in
 * `X-Rostra-Min-Position` (an explicit override), whichever is higher: reads never forget what the
 * user just saved, through whatever client. A position beyond the log's head at arrival (a client
 * that outlived a wiped data dir) waits for the head only. When the bound runs out, the answer
 * says so in `X-Rostra-Stale`.
 */
export function readYourWrites({ readStore, projections, readYourWritesTimeoutMs, logger }: ReadYourWritesDeps): RequestHandler {
  return async (request, response, next) => {
    const session = liveSessionOf(request);
    if (session) {
      keepers.set(response, (position) =>
        rememberPosition(readStore, session.sessionId, position).catch((error: unknown) => {
          logger.warn({ err: error, sessionId: session.sessionId }, 'could not keep the session position');
        }),
      );
    }
    const wanted = highest(
      parsePosition(request.get(MIN_POSITION_HEADER)),
      session ? await lastPosition(readStore, session.sessionId) : null,
    );
    const head = headAtArrival(request);
    const position = wanted !== null && wanted > (head ?? -1n) ? head : wanted;
    if (position !== null && !(await waitForPosition(readStore, projections, position, { timeoutMs: readYourWritesTimeoutMs }))) {
      response.set(STALE_HEADER, position.toString());
    }
    next();
  };
}
