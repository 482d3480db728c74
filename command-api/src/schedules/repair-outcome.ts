import type { ScheduleRepairFailed, ScheduleRepairProposed } from '@rostra/contracts';
import type { EventStore } from '@rostra/platform';
import { pollStream } from './outcome.ts';

export type RepairOutcome = ScheduleRepairProposed | ScheduleRepairFailed;

/** Waits for the solver service's answer to one repair request on the month's stream; null when the bound runs out. */
export function awaitRepair(
  events: EventStore,
  streamId: string,
  proposalId: string,
  bound: { timeoutMs: number; pollMs?: number },
): Promise<RepairOutcome | null> {
  return pollStream<RepairOutcome>(
    events,
    streamId,
    0n,
    (event) =>
      (event.type === 'ScheduleRepairProposed' || event.type === 'ScheduleRepairFailed') && event.data.proposalId === proposalId
        ? event
        : undefined,
    { pollMs: 100, ...bound },
  );
}
