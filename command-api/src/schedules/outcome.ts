import type { EventStore, RecordedEvent } from '@rostra/platform';
import {
  assembleGenerated,
  type GeneratedMonth,
  type ScheduleEvent,
  type SchedulePartGenerated,
  type ScheduleGenerationFailed,
} from '@rostra/contracts';

export type Outcome = { type: 'ScheduleGenerated'; data: GeneratedMonth } | ScheduleGenerationFailed;

/**
 * Reads a stream from a revision on, each read continuing where the last ended, until `found`
 * answers something for one of its events; null when the bound runs out.
 */
export async function pollStream<T>(
  events: EventStore,
  streamId: string,
  fromRevision: bigint,
  found: (event: RecordedEvent & ScheduleEvent) => T | undefined,
  { timeoutMs, pollMs = 200 }: { timeoutMs: number; pollMs?: number },
): Promise<T | null> {
  // A wait, not a time of the product: measured on the monotonic clock.
  const deadline = performance.now() + timeoutMs;
  let next = fromRevision;
  for (;;) {
    const recorded = (await events.readStream(streamId, { fromRevision: next })) as (RecordedEvent & ScheduleEvent)[];
    for (const event of recorded) {
      next = event.revision + 1n;
      const answer = found(event);
      if (answer !== undefined) return answer;
    }
    if (performance.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * Waits for the solver's answer to one request on the month's stream, polling from the request's
 * revision on, and assembles a generated month from its parts. Bounded below the client's 75 s
 * timeout; null when the bound runs out.
 */
export function awaitOutcome(
  events: EventStore,
  streamId: string,
  requestId: string,
  fromRevision: bigint,
  bound: { timeoutMs: number; pollMs?: number },
): Promise<Outcome | null> {
  const parts: SchedulePartGenerated['data'][] = [];
  return pollStream<Outcome>(
    events,
    streamId,
    fromRevision,
    (event) => {
      if (!('requestId' in event.data) || event.data.requestId !== requestId) return undefined;
      if (event.type === 'SchedulePartGenerated') parts.push(event.data);
      if (event.type === 'ScheduleGenerated') return { type: event.type, data: assembleGenerated(event.data, parts) };
      return event.type === 'ScheduleGenerationFailed' ? event : undefined;
    },
    bound,
  );
}
