import { createHash } from 'node:crypto';
import {
  assignmentKey,
  evolveSchedule,
  initialScheduleState,
  LEAVES_REPAIR_OPEN,
  type ScheduleEvent,
  type ScheduleRepairRequested,
  type ScheduleState,
} from '@rostra/contracts';
import type { SolverInput } from '@rostra/contracts/solver/input';
import {
  fold,
  waitForPosition,
  type Clock,
  type EventStore,
  type Logger,
  type Projection,
  type ReadStore,
  type RecordedEvent,
} from '@rostra/platform';
import type { SolveOptions } from '../search/orchestration/result.ts';
import { repairProduct, type DraftWithShiftTypes } from '../product/repair.ts';
import { claim, scheduleEvent } from './claim.ts';

/** What answering requests needs, generation and repair alike. */
export interface SolverServiceDeps {
  events: EventStore;
  readStore: ReadStore;
  /** The read models the input is read from: the worker waits until they include the request. */
  projections: readonly Projection[];
  /** Assembles a month's solver input from the read models. */
  loadInput(organizationId: string, year: number, month: number): Promise<{ input: SolverInput; memberNames: Record<string, string> }>;
  logger: Logger;
  /** When a repair is proposed. */
  clock: Clock;
  /** A repair's search (default: reproducibleRepair's). */
  repairOptions?: SolveOptions;
}

/**
 * How a repair searches: the same draft and inputs give the same proposal, so an admin who asks
 * twice is not shown different people. One search thread with a seed derived from what it repairs
 * and a fixed number of improvement rounds (reproducible runs share nothing between threads and
 * take no time-dependent step); the time limit only stops a month too large to finish its round.
 */
export function reproducibleRepair(input: SolverInput, draft: DraftWithShiftTypes): SolveOptions {
  const digest = createHash('sha256')
    .update(JSON.stringify([input, draft]))
    .digest();
  return { threads: 1, maxRounds: REPAIR_ROUNDS, seed: digest.readUInt32BE(0) % 1_000_000_007, timeLimitSeconds: REPAIR_SECONDS };
}

/** A repair's improvement rounds: one from the draft less what is forbidden (a round moves every operator of the search). */
export const REPAIR_ROUNDS = 1;

/** A repair's time limit: its round ends well within it (an admin waits for the proposal). */
export const REPAIR_SECONDS = 20;

/**
 * The draft as it stood when the repair was asked for, in the solver's terms: an assignment is
 * fixed when an admin pinned it or employees see it (published); days an admin kept a member
 * free stay free.
 */
export function draftToRepair(state: ScheduleState): DraftWithShiftTypes | null {
  const { draft, published } = state;
  if (!draft) return null;
  const keptFree = [...draft.pinned].flatMap(([key, shiftTypeId]) => {
    const [date, member_id] = key.split('|') as [string, string];
    return shiftTypeId === null ? [{ date, member_id }] : [];
  });
  return {
    shiftTypes: draft.shiftTypes,
    needs: draft.needs,
    assignments: [...draft.assignments.values()].map((shift) => ({
      ...shift,
      fixed:
        draft.pinned.get(`${shift.date}|${shift.member_id}`) === shift.shift_type_id || !!published?.assignments.has(assignmentKey(shift)),
    })),
    keptFree,
  };
}

/**
 * Answers one ScheduleRepairRequested: claims it, reads the month's stream up to the request
 * (the draft exactly as the admin saw it) and the solver input from the read models as a
 * generation does, solves the repair, and appends ScheduleRepairProposed (the changes, with the
 * names of the members they concern) or ScheduleRepairFailed, unless a newer repair request has
 * replaced this one meanwhile.
 */
export async function answerRepair(deps: SolverServiceDeps, event: RecordedEvent, workerId: string): Promise<void> {
  const { organizationId, year, month, proposalId, requestId, revision } = (event as RecordedEvent & ScheduleRepairRequested).data;
  const started: ScheduleEvent = { type: 'ScheduleRepairStarted', data: { proposalId, workerId } };
  if (!(await claim(deps.events, event, started, organizationId, deps.clock.now(), LEAVES_REPAIR_OPEN))) return;
  deps.logger.info({ organizationId, year, month, proposalId, worker: workerId }, 'repairing a schedule');
  await waitForPosition(deps.readStore, deps.projections, event.position, { timeoutMs: 10_000 });
  const [{ input, memberNames }, recorded] = await Promise.all([
    deps.loadInput(organizationId, year, month),
    deps.events.readStream(event.streamId),
  ]);
  const state = fold(
    { initialState: initialScheduleState, evolve: evolveSchedule },
    recorded.filter((e) => e.revision < event.revision).map((e) => ({ type: e.type, data: e.data }) as ScheduleEvent),
  );
  const draft = draftToRepair(state);
  // The decider asks only for a draft that stands, and the fold stops at the request.
  if (!draft) throw new Error(`repair ${proposalId} asked for a month without a draft`);
  const result = await repairProduct(input, draft, { ...reproducibleRepair(input, draft), ...deps.repairOptions });
  const named = result.changes.flatMap(({ member_id }) =>
    member_id in memberNames ? [[member_id, memberNames[member_id]!] as const] : [],
  );
  const answer: ScheduleEvent =
    result.status === 'optimal' || result.status === 'feasible'
      ? {
          type: 'ScheduleRepairProposed',
          data: {
            organizationId,
            year,
            month,
            proposalId,
            requestId,
            revision,
            changes: result.changes.map(({ shift_type_id, member_id, ...change }) => ({
              ...change,
              shiftTypeId: shift_type_id,
              memberId: member_id,
            })),
            proposedAt: deps.clock.now().toISOString(),
            memberNames: Object.fromEntries(named),
          },
        }
      : { type: 'ScheduleRepairFailed', data: { proposalId, status: result.status, problems: result.problems } };
  const latest = (await deps.events.readStream(event.streamId)).findLast((e) => e.type === 'ScheduleRepairRequested');
  if ((latest?.data as { proposalId?: string } | undefined)?.proposalId !== proposalId) return;
  await deps.events.append(event.streamId, [scheduleEvent(answer, organizationId, event.id, deps.clock.now())], {
    expectedRevision: 'any',
  });
}
