import { LEAVES_REPAIR_OPEN, type ScheduleRepairFailed, type ScheduleRepairProposed } from '@rostra/contracts';
import type { EventStore } from '@rostra/platform';
import { pollStream } from './outcome.ts';

/** The solver service's answer, or `superseded`: nobody will answer the request (below). */
export type RepairOutcome = ScheduleRepairProposed | ScheduleRepairFailed | 'superseded';

/**
 * Waits for the solver service's answer to one repair request on the month's stream; null when
 * the bound runs out. Answers `superseded` as soon as the stream shows that no answer will come:
 * unclaimed, the request is closed by what the replicas do not let pass (claim.ts); claimed, a
 * newer repair request makes the solver drop its answer (solver/src/service/repair.ts).
 */
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
      if (!requested) return undefined;
      if (claimed) return event.type === 'ScheduleRepairRequested' ? 'superseded' : undefined;
      return LEAVES_REPAIR_OPEN.has(event.type) ? undefined : 'superseded';
    },
    { pollMs: 100, ...bound },
  );
}
