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
 * Waits for the solver's answer to one request on the month's stream, polling from the request's
 * revision on, and assembles a generated month from its parts. Bounded below the client's 75 s
 * timeout; null when the bound runs out.
 */
export async function awaitOutcome(
  events: EventStore,
  streamId: string,
  requestId: string,
  fromRevision: bigint,
  { timeoutMs, pollMs = 200 }: { timeoutMs: number; pollMs?: number },
): Promise<Outcome | null> {
  const deadline = Date.now() + timeoutMs;
  let next = fromRevision;
  const parts: SchedulePartGenerated['data'][] = [];
  for (;;) {
    const recorded = (await events.readStream(streamId, { fromRevision: next })) as (RecordedEvent & ScheduleEvent)[];
    for (const event of recorded) {
      next = event.revision + 1n;
      if (!('requestId' in event.data) || event.data.requestId !== requestId) continue;
      if (event.type === 'SchedulePartGenerated') parts.push(event.data);
      if (event.type === 'ScheduleGenerated') return { type: event.type, data: assembleGenerated(event.data, parts) };
      if (event.type === 'ScheduleGenerationFailed') return event;
    }
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
