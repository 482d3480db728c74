import {
  assembleGenerated,
  type RepairedShift,
  type ScheduleAssignmentChanged,
  type ScheduleEvent,
  type ScheduledShift,
  type SchedulePartGenerated,
  type ShiftTypeSnapshot,
} from '../schedules/events.ts';
import type { ScheduleQualityEvent } from '../schedule-quality/events.ts';
import type { TradedShift, TradeEvent } from '../trades/events.ts';
import type { ShortNoticeChangesRecorded } from '../short-notice/events.ts';
import type { OpenShiftEvent } from '../open-shifts/events.ts';

// The state of a `schedule-{organizationId}-{yyyy-mm}` stream, folded from its events. Shared by
// the schedule decider (command-api) and the solver service, which repairs the draft exactly as
// it stood when the repair was asked for.

/** How many people a shift-day needs (the generation's coverage). */
export interface ShiftNeed {
  date: string;
  shift_type_id: string;
  required_count: number;
}

export interface GenerationRequest {
  requestId: string;
  requestedAt: string;
  workerId: string | null;
  /** Until when the solver replica that claimed it holds it, unless it renews; null before a claim (or for a claim without a lease). */
  leaseUntil: string | null;
  finished: boolean;
}

/** How long a solver replica's claim on a generation holds without renewal (it renews a third of the way in). */
export const GENERATION_LEASE_MS = 30_000;

/**
 * How long a request nobody claimed (or claimed before leases) counts as running: the solver
 * service may be starting, or busy with another month (45 s each).
 */
export const STALE_REQUEST_MS = 5 * 60_000;

/**
 * Whether a generation of the month is running at `now`: requested and not finished, and either
 * claimed by a replica whose lease has not run out, or unclaimed for less than STALE_REQUEST_MS.
 * The month's edits wait for it; a replica that died leaves the month at its lease's end.
 */
export function generationRunning(state: ScheduleState, now: string): boolean {
  const request = state.request;
  if (!request || request.finished) return false;
  const until = request.leaseUntil ? Date.parse(request.leaseUntil) : Date.parse(request.requestedAt) + STALE_REQUEST_MS;
  return Date.parse(now) < until;
}

/** One version of the month's shifts: the generation it comes from and the edits made since. */
export interface MonthVersion {
  requestId: string;
  revision: number;
  shiftTypes: ShiftTypeSnapshot[];
  /** By `date|shift type id|member id`. */
  assignments: ReadonlyMap<string, ScheduledShift>;
  /** Edited by hand, by `date|member id`: the shift type kept, or null for a day kept free. */
  pinned: ReadonlyMap<string, string | null>;
  /** How many people each shift-day needs, as generated. */
  needs: ShiftNeed[];
}

/** The last repair proposed, until applied or replaced. */
export interface Proposal {
  proposalId: string;
  requestId: string;
  revision: number;
  changes: RepairedShift[];
}

export interface ScheduleState {
  request: GenerationRequest | null;
  /** Whether a generated schedule stands (not cleared since). */
  hasSchedule: boolean;
  /** Parts of the generation being recorded, until the ScheduleGenerated that closes it. */
  parts: SchedulePartGenerated['data'][];
  /** What admins work on; null without a schedule. */
  draft: MonthVersion | null;
  /** What employees see; null until the first publication (or after a clear). */
  published: MonthVersion | null;
  proposal: Proposal | null;
}

export const initialScheduleState: ScheduleState = {
  request: null,
  hasSchedule: false,
  parts: [],
  draft: null,
  published: null,
  proposal: null,
};

export const assignmentKey = ({ date, shift_type_id, member_id }: Pick<ScheduledShift, 'date' | 'shift_type_id' | 'member_id'>) =>
  `${date}|${shift_type_id}|${member_id}`;

function generatedVersion(
  event: Extract<ScheduleEvent, { type: 'ScheduleGenerated' }>,
  parts: readonly SchedulePartGenerated['data'][],
): MonthVersion {
  const month = assembleGenerated(event.data, parts);
  return {
    requestId: month.requestId,
    revision: 0,
    shiftTypes: month.shiftTypes,
    assignments: new Map(month.assignments.map((shift) => [assignmentKey(shift), shift])),
    pinned: new Map(),
    needs: month.coverage.map(({ date, shift_type_id, required_count }) => ({ date, shift_type_id, required_count })),
  };
}

/** The draft with a repair's changes made (not pinned: a repair is no hand edit). */
function repaired(draft: MonthVersion, changes: readonly RepairedShift[]): MonthVersion {
  const assignments = new Map(draft.assignments);
  for (const { date, shiftTypeId: shift_type_id, memberId: member_id, change, position } of changes) {
    if (change === 'added')
      assignments.set(assignmentKey({ date, shift_type_id, member_id }), { date, shift_type_id, member_id, position: position ?? 1 });
    else assignments.delete(assignmentKey({ date, shift_type_id, member_id }));
  }
  return { ...draft, revision: draft.revision + 1, assignments };
}

function edited(draft: MonthVersion, change: ScheduleAssignmentChanged['data']): MonthVersion {
  // The draft's assignments keep the generation's names (shift_type_id, member_id).
  const { date, shiftTypeId: shift_type_id, memberId: member_id, action, position } = change;
  const assignments = new Map(draft.assignments);
  const key = assignmentKey({ date, shift_type_id, member_id });
  if (action === 'assign') assignments.set(key, { date, shift_type_id, member_id, position: position ?? 1 });
  else assignments.delete(key);
  const pinned = new Map(draft.pinned).set(`${date}|${member_id}`, action === 'assign' ? shift_type_id : null);
  return { ...draft, revision: draft.revision + 1, assignments, pinned };
}

/** A version with each traded shift's worker changed (the one who takes it keeps its position). */
function traded(version: MonthVersion, shifts: readonly TradedShift[]): MonthVersion {
  const assignments = new Map(version.assignments);
  for (const { date, shiftTypeId: shift_type_id, fromMemberId, toMemberId, position } of shifts) {
    assignments.delete(assignmentKey({ date, shift_type_id, member_id: fromMemberId }));
    const moved: ScheduledShift = { date, shift_type_id, member_id: toMemberId, position };
    assignments.set(assignmentKey(moved), moved);
  }
  return { ...version, revision: version.revision + 1, assignments };
}

/** A version with one member taken off a shift (`on: false`) or put on it at a position. */
function staffed(version: MonthVersion, shift: ScheduledShift, on: boolean): MonthVersion {
  const assignments = new Map(version.assignments);
  if (on) assignments.set(assignmentKey(shift), shift);
  else assignments.delete(assignmentKey(shift));
  return { ...version, revision: version.revision + 1, assignments };
}

/** The month's versions, both changed alike (a trade or an open shift changes the published month and its draft as one). */
const both = (state: ScheduleState, change: (version: MonthVersion) => MonthVersion): ScheduleState => ({
  ...state,
  draft: state.draft && change(state.draft),
  published: state.published && change(state.published),
});

export type MonthStreamEvent = ScheduleEvent | ScheduleQualityEvent | TradeEvent | OpenShiftEvent | ShortNoticeChangesRecorded;

export function evolveSchedule(state: ScheduleState, event: MonthStreamEvent): ScheduleState {
  switch (event.type) {
    // Open shifts share the month's stream: a sick call's posting takes the absent member off, an assignment puts one on.
    case 'OpenShiftPosted': {
      const { date, shiftTypeId, released } = event.data;
      if (!released) return state;
      const shift = { date, shift_type_id: shiftTypeId, member_id: released.memberId, position: released.position };
      return both(state, (version) => staffed(version, shift, false));
    }
    case 'ScheduleOpenShiftAssigned': {
      const { date, shiftTypeId, memberId, position } = event.data;
      return both(state, (version) => staffed(version, { date, shift_type_id: shiftTypeId, member_id: memberId, position }, true));
    }
    // A note on the change before it: the change itself is what moved the month.
    case 'ShortNoticeChangesRecorded':
    case 'OpenShiftClaimed':
    case 'OpenShiftCancelled':
    case 'OpenShiftExpired':
      return state;
    // Trades share the month's stream: only an applied one changes who works (folds/trades.ts keeps the rest).
    case 'TradeOffered':
    case 'TradeAccepted':
    case 'TradeApproved':
    case 'TradeDeclined':
    case 'TradeCancelled':
    case 'TradeExpired':
      return state;
    case 'ScheduleTradeApplied':
      return both(state, (version) => traded(version, event.data.shifts));
    case 'ScheduleGenerationRequested':
      return {
        ...state,
        request: {
          requestId: event.data.requestId,
          requestedAt: event.data.requestedAt,
          workerId: null,
          leaseUntil: null,
          finished: false,
        },
      };
    case 'ScheduleGenerationStarted': {
      const { workerId, leaseUntil = null } = event.data;
      return state.request ? { ...state, request: { ...state.request, workerId, leaseUntil } } : state;
    }
    case 'ScheduleGenerationProgressed':
    case 'ScheduleQualityReported':
    case 'ScheduleRepairRequested':
    case 'ScheduleRepairStarted':
    case 'ScheduleRepairFailed':
      return state;
    case 'SchedulePartGenerated':
      return { ...state, parts: [...state.parts.filter((part) => part.requestId === event.data.requestId), event.data] };
    case 'ScheduleGenerated': {
      const draft = generatedVersion(
        event,
        state.parts.filter((part) => part.requestId === event.data.requestId),
      );
      // Generated before drafts existed: published as it was made.
      const published = event.data.draft ? state.published : draft;
      return {
        request: state.request && { ...state.request, finished: true },
        hasSchedule: true,
        parts: [],
        draft,
        published,
        proposal: null,
      };
    }
    case 'SchedulePublished':
      return { ...state, published: state.draft };
    case 'ScheduleAssignmentChanged':
      return state.draft ? { ...state, draft: edited(state.draft, event.data) } : state;
    case 'ScheduleRepairProposed': {
      const { proposalId, requestId, revision, changes } = event.data;
      return { ...state, proposal: { proposalId, requestId, revision, changes } };
    }
    case 'ScheduleRepairApplied':
      return state.draft && state.proposal ? { ...state, draft: repaired(state.draft, state.proposal.changes), proposal: null } : state;
    case 'ScheduleGenerationFailed':
      return { ...state, parts: [], request: state.request && { ...state.request, finished: true } };
    case 'ScheduleCleared':
      return { ...state, hasSchedule: false, draft: null, published: null, proposal: null };
  }
}

/** The shifts of each member that one version has and the other has not, by member id. */
export function changesBetween(
  before: MonthVersion | null,
  after: MonthVersion,
): Map<string, { added: ScheduledShift[]; removed: ScheduledShift[] }> {
  const changes = new Map<string, { added: ScheduledShift[]; removed: ScheduledShift[] }>();
  const of = (memberId: string) => changes.get(memberId) ?? changes.set(memberId, { added: [], removed: [] }).get(memberId)!;
  for (const [key, shift] of after.assignments) if (!before?.assignments.has(key)) of(shift.member_id).added.push(shift);
  for (const [key, shift] of before?.assignments ?? []) if (!after.assignments.has(key)) of(shift.member_id).removed.push(shift);
  return changes;
}
