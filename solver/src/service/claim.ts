import { EVENT_VERSIONS, type ScheduleEvent, type ScheduleQualityEvent } from '@rostra/contracts';
import { WrongExpectedRevisionError, toMetadata, type EventStore, type NewEvent, type RecordedEvent } from '@rostra/platform';

export interface RequestOnStream {
  /** The request is the month's latest and nobody has taken or answered it. */
  open: boolean;
  /** Revision of the stream's last event. */
  revision: bigint;
}

/** Where a request stands on its stream: later requests, claims and answers all close it. */
export function requestStanding(recorded: readonly RecordedEvent[], requestId: string): RequestOnStream {
  const index = recorded.findIndex(
    (event) => event.type === 'ScheduleGenerationRequested' && (event.data as { requestId: string }).requestId === requestId,
  );
  const revision = recorded.at(-1)?.revision ?? -1n;
  return { open: index >= 0 && index === recorded.length - 1, revision };
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
 * Competing consumers through the log itself: every replica that sees a request appends its
 * claim with the revision of the request; exactly one append succeeds. Works the same on SQLite
 * and on EventStoreDB, without a broker.
 */
export async function claim(
  events: EventStore,
  streamId: string,
  requestId: string,
  workerId: string,
  organizationId: string,
  causationId: string,
): Promise<boolean> {
  const standing = requestStanding(await events.readStream(streamId), requestId);
  if (!standing.open) return false;
  try {
    await events.append(
      streamId,
      [scheduleEvent({ type: 'ScheduleGenerationStarted', data: { requestId, workerId } }, organizationId, causationId)],
      {
        expectedRevision: standing.revision,
      },
    );
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}
