import type { EventStore, RecordedEvent } from '@rostra/platform';
import type { ScheduleGenerated, ScheduleGenerationFailed } from '@rostra/contracts';

export type Outcome = ScheduleGenerated | ScheduleGenerationFailed;

/**
 * Waits for the solver's answer to one request on the month's stream, polling from the request's
 * revision on. Bounded below the client's 75 s timeout; null when the bound runs out.
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
  for (;;) {
    const recorded: RecordedEvent[] = await events.readStream(streamId, { fromRevision: next });
    for (const event of recorded) {
      next = event.revision + 1n;
      const data = event.data as { requestId?: string };
      if ((event.type === 'ScheduleGenerated' || event.type === 'ScheduleGenerationFailed') && data.requestId === requestId) {
        return { type: event.type, data: event.data } as Outcome;
      }
    }
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
