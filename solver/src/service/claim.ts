import { EVENT_VERSIONS, type ScheduleEvent, type ScheduleQualityEvent } from '@rostra/contracts';
import { WrongExpectedRevisionError, toMetadata, type EventStore, type NewEvent, type RecordedEvent } from '@rostra/platform';

/**
 * The revision to claim a request at, or null when it is closed: any later event closes it
 * (requests, claims, answers, edits) except those of the types `leaveOpen` names.
 */
function openRevision(recorded: readonly RecordedEvent[], request: RecordedEvent, leaveOpen: ReadonlySet<string>): bigint | null {
  const index = recorded.findIndex((event) => event.id === request.id);
  if (index < 0 || recorded.slice(index + 1).some((event) => !leaveOpen.has(event.type))) return null;
  return recorded.at(-1)!.revision;
}

/** The solver's event on a month's stream, caused by the request `causationId` and stamped at `now` (its clock's). */
export function scheduleEvent(
  event: ScheduleEvent | ScheduleQualityEvent,
  organizationId: string,
  causationId: string,
  now: Date,
): NewEvent {
  return {
    type: event.type,
    version: EVENT_VERSIONS[event.type],
    data: event.data,
    metadata: toMetadata({ actorUserId: null, actorEmail: 'solver', organizationId, causationId, occurredAt: now.toISOString() }),
  };
}

/**
 * Competing consumers through the log itself: every replica that sees a request (a generation or
 * a repair) appends its claim with the revision of the request; exactly one append succeeds.
 * Works the same on SQLite and on EventStoreDB, without a broker.
 */
export async function claim(
  events: EventStore,
  request: RecordedEvent,
  started: ScheduleEvent,
  organizationId: string,
  now: Date,
  leaveOpen: ReadonlySet<string> = new Set(),
): Promise<boolean> {
  const revision = openRevision(await events.readStream(request.streamId), request, leaveOpen);
  if (revision === null) return false;
  try {
    await events.append(request.streamId, [scheduleEvent(started, organizationId, request.id, now)], { expectedRevision: revision });
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}
