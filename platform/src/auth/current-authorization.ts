import type { Request, RequestHandler } from 'express';
import type { EventStore } from '../event-store/port.ts';
import { unavailable } from '../http/errors.ts';
import { waitForPosition, type FrozenCheck } from '../projection/checkpoints.ts';
import { handles, type Projection } from '../projection/projection.ts';
import type { ReadStore } from '../read-store/port.ts';
import { SESSIONS_TABLE } from './session-check.ts';
import { MEMBERS_TABLE, ORGANIZATIONS_TABLE, USERS_TABLE } from './session-user.ts';

/** The read models that say who a request is and what it may do: identities, sessions, organizations, roles. */
const AUTHORIZATION_TABLES = new Set([USERS_TABLE, SESSIONS_TABLE, ORGANIZATIONS_TABLE, MEMBERS_TABLE]);

export const CATCHING_UP = 'The service is catching up with recent changes. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 1;

const arrivals = new WeakMap<Request, bigint | null>();

export function authorizationProjections(projections: readonly Projection[]): Projection[] {
  return projections.filter((projection) => projection.tables.some((table) => AUTHORIZATION_TABLES.has(table.name)));
}

/**
 * A generation frozen by a blue/green rebuild of a new version decides only while no event its
 * projection handles (as the new version declares them) lies between its checkpoint and the
 * position: a frozen members table stays good for every sign-in until someone's roles change.
 * What was found clean is remembered per frozen checkpoint, so a request reads only the events
 * appended since the last one looked.
 */
function frozenChecker(events: EventStore): FrozenCheck {
  const clean = new Map<string, bigint>();
  return async (projection, checkpoint, position) => {
    const key = `${projection.name}@${checkpoint ?? 'start'}`;
    const from = clean.get(key) ?? checkpoint;
    for await (const event of events.readAll(from === null ? {} : { after: from })) {
      if (event.position > position) break;
      if (handles(projection, event.type)) return false;
    }
    if (from === null || position > from) clean.set(key, position);
    return true;
  };
}

export interface CurrentAuthorizationDeps {
  events: EventStore;
  readStore: ReadStore;
  projections: readonly Projection[];
  readYourWritesTimeoutMs: number;
}

/**
 * Mounted first in each API: takes the log's head position as the request arrives and waits
 * (bounded) until the read models authorization reads include it, so a role removed or granted,
 * or a session ended, by any client a moment ago decides this request. Past the bound it answers
 * 503 with Retry-After and decides nothing: a stale decision is never taken.
 */
export function currentAuthorization({
  events,
  readStore,
  projections,
  readYourWritesTimeoutMs,
}: CurrentAuthorizationDeps): RequestHandler {
  const needed = authorizationProjections(projections);
  const frozenIsCurrent = frozenChecker(events);
  return async (request, _response, next) => {
    const head = await events.headPosition();
    arrivals.set(request, head);
    if (
      head !== null &&
      !(await waitForPosition(readStore, needed, head, { timeoutMs: readYourWritesTimeoutMs, pollMs: 2, frozenIsCurrent }))
    ) {
      throw unavailable(CATCHING_UP, RETRY_AFTER_SECONDS);
    }
    next();
  };
}

/** The log's head when the request arrived (null: an empty log, or `currentAuthorization` not mounted). */
export function headAtArrival(request: Request): bigint | null {
  return arrivals.get(request) ?? null;
}
