import type { ScheduleEvent, ScheduleRepairFailed, ScheduleRepairProposed } from '@rostra/contracts';
import type { EventStore, RecordedEvent } from '@rostra/platform';

export type RepairOutcome = ScheduleRepairProposed | ScheduleRepairFailed;

/**
 * Waits for the solver service's answer to one repair request on the month's stream (each read
 * continues where the last ended); null when the bound runs out.
 */
export async function awaitRepair(
  events: EventStore,
  streamId: string,
  proposalId: string,
  { timeoutMs, pollMs = 100 }: { timeoutMs: number; pollMs?: number },
): Promise<RepairOutcome | null> {
  const deadline = Date.now() + timeoutMs;
  let next = 0n;
  for (;;) {
    const recorded = (await events.readStream(streamId, { fromRevision: next })) as (RecordedEvent & ScheduleEvent)[];
    for (const event of recorded) {
      next = event.revision + 1n;
      if ((event.type === 'ScheduleRepairProposed' || event.type === 'ScheduleRepairFailed') && event.data.proposalId === proposalId)
        return event;
    }
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
