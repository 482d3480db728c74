import {
  evolveSchedule,
  GENERATION_LEASE_MS,
  generationRunning,
  initialScheduleState,
  LEAVES_GENERATION_OPEN,
  type ScheduleEvent,
  type ScheduleGenerationRequested,
  type ScheduleState,
} from '@rostra/contracts';
import { fold, WrongExpectedRevisionError, type EventStore, type RecordedEvent } from '@rostra/platform';
import { scheduleEvent } from './claim.ts';

/** What a replica finds when it tries to claim a generation request. */
export type GenerationClaim = 'claimed' | 'closed' | { heldUntil: string };

type Request = RecordedEvent & ScheduleGenerationRequested;

const monthState = (recorded: readonly RecordedEvent[]): ScheduleState =>
  fold({ initialState: initialScheduleState, evolve: evolveSchedule }, recorded as unknown as ScheduleEvent[]);

function leaseFrom(now: Date, request: Request, workerId: string, causationId: string) {
  const started: ScheduleEvent = {
    type: 'ScheduleGenerationStarted',
    data: { requestId: request.data.requestId, workerId, leaseUntil: new Date(now.getTime() + GENERATION_LEASE_MS).toISOString() },
  };
  return scheduleEvent(started, request.data.organizationId, causationId, now);
}

/**
 * Claims a generation request with a lease (competing consumers, as claim.ts): open while only
 * progress, notes and claims follow it, and claimable unless a replica holds a lease on it that
 * has not run out at `now` (then: until when). A replica that died mid-solve holds it no longer
 * than its lease; a restarted one finds the request again and takes it over.
 */
export async function claimGeneration(events: EventStore, request: Request, workerId: string, now: Date): Promise<GenerationClaim> {
  for (;;) {
    const recorded = await events.readStream(request.streamId);
    const index = recorded.findIndex((event) => event.id === request.id);
    if (index < 0 || recorded.slice(index + 1).some((event) => !LEAVES_GENERATION_OPEN.has(event.type))) return 'closed';
    const state = monthState(recorded);
    const held = state.request!;
    if (held.workerId !== null && generationRunning(state, now.toISOString())) return { heldUntil: held.leaseUntil ?? held.requestedAt };
    try {
      await events.append(request.streamId, [leaseFrom(now, request, workerId, request.id)], {
        expectedRevision: recorded.at(-1)!.revision,
      });
      return 'claimed';
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
}

/** Whether the request is still this replica's to answer: the month's latest, unfinished, claimed by it last. */
export function stillMine(recorded: readonly RecordedEvent[], requestId: string, workerId: string): boolean {
  const request = monthState(recorded).request;
  return request?.requestId === requestId && request.workerId === workerId && !request.finished;
}

/** Pushes this replica's lease on the request on from `now`; false once the request is no longer its own. */
export async function renewLease(events: EventStore, request: Request, workerId: string, now: Date): Promise<boolean> {
  for (;;) {
    const recorded = await events.readStream(request.streamId);
    if (!stillMine(recorded, request.data.requestId, workerId)) return false;
    try {
      await events.append(request.streamId, [leaseFrom(now, request, workerId, request.id)], {
        expectedRevision: recorded.at(-1)!.revision,
      });
      return true;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
}
