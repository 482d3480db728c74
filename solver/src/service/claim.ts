import { EVENT_VERSIONS, type ScheduleEvent, type ScheduleQualityEvent } from '@rostra/contracts';
import { WrongExpectedRevisionError, toMetadata, type EventStore, type NewEvent, type RecordedEvent } from '@rostra/platform';

/** Whether a request is still the stream's last event: later requests, claims, answers and edits all close it. */
function openRevision(recorded: readonly RecordedEvent[], request: RecordedEvent): bigint | null {
  const last = recorded.at(-1);
  return last?.id === request.id ? last.revision : null;
}

export function scheduleEvent(event: ScheduleEvent | ScheduleQualityEvent, organizationId: string, causationId: string): NewEvent {
  return {
    type: event.type,
    version: EVENT_VERSIONS[event.type],
    data: event.data,
    metadata: toMetadata({ actorUserId: null, actorEmail: 'solver', organizationId, causationId }),
  };
}

/**
 * Competing consumers through the log itself: every replica that sees a request (a generation or
 * a repair) appends its claim with the revision of the request; exactly one append succeeds.
 * Works the same on SQLite and on EventStoreDB, without a broker.
 */
export async function claim(events: EventStore, request: RecordedEvent, started: ScheduleEvent, organizationId: string): Promise<boolean> {
  const revision = openRevision(await events.readStream(request.streamId), request);
  if (revision === null) return false;
  try {
    await events.append(request.streamId, [scheduleEvent(started, organizationId, request.id)], { expectedRevision: revision });
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}
