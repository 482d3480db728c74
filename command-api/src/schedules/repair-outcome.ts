import { LEAVES_REPAIR_OPEN, type ScheduleRepairFailed, type ScheduleRepairProposed } from '@rostra/contracts';
import type { EventStore } from '@rostra/platform';
import { pollStream } from './outcome.ts';

/** The solver service's answer, or `closed`: the stream moved on before a replica claimed the request. */
export type RepairOutcome = ScheduleRepairProposed | ScheduleRepairFailed | 'closed';

/** Waits for the solver service's answer to one repair request on the month's stream; null when the bound runs out. */
export function awaitRepair(
  events: EventStore,
  streamId: string,
  proposalId: string,
  bound: { timeoutMs: number; pollMs?: number },
): Promise<RepairOutcome | null> {
  let requested = false,
    claimed = false;
  return pollStream<RepairOutcome>(
    events,
    streamId,
    0n,
    (event) => {
      const mine = 'proposalId' in event.data && event.data.proposalId === proposalId;
      if (event.type === 'ScheduleRepairProposed' || event.type === 'ScheduleRepairFailed') return mine ? event : undefined;
      if (mine) {
        if (event.type === 'ScheduleRepairRequested') requested = true;
        if (event.type === 'ScheduleRepairStarted') claimed = true;
        return undefined;
      }
      // Unclaimed, the request is closed by what the replicas do not let pass (claim.ts): nobody will answer it.
      return requested && !claimed && !LEAVES_REPAIR_OPEN.has(event.type) ? 'closed' : undefined;
    },
    { pollMs: 100, ...bound },
  );
}
