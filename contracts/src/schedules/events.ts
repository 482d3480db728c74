import type { RuleViolation } from '../rules/check.ts';
import {
  contentData,
  contentOf,
  summaryData,
  summaryOf,
  type GeneratedContentData,
  type GenerationSummaryData,
  type ScheduledShiftData,
  type ShiftCoverageData,
} from './generated-events.ts';

// Events of `schedule-{organizationId}-{yyyy-mm}`: one stream per organization-month, so only
// one generation per month runs at a time and solver replicas compete for a request by appending
// their claim with the request's revision.

export type GenerationFailureStatus =
  'infeasible' | 'no_employees' | 'no_shift_types' | 'no_shift_requirements' | 'invalid_model' | 'timeout';

export interface ScheduleGenerationRequested {
  type: 'ScheduleGenerationRequested';
  data: { organizationId: string; year: number; month: number; requestId: string; requestedAt: string };
}

/**
 * A solver replica took the request (the first to append this wins), or renewed its lease on it.
 * The claim holds until `leaseUntil`, which the claimer pushes on (GENERATION_LEASE_MS) while it
 * works: a replica that died stops renewing, and once the lease has run out another replica (or
 * the same one restarted) may claim the request again. Claims recorded before leases have none.
 */
export interface ScheduleGenerationStarted {
  type: 'ScheduleGenerationStarted';
  data: { requestId: string; workerId: string; leaseUntil?: string };
}

/** Throttled progress of a running solve, for the live view. */
export interface ScheduleGenerationProgressed {
  type: 'ScheduleGenerationProgressed';
  data: { requestId: string; incumbent: number | null; bound: number | null; gap: number | null; elapsedSeconds: number };
}

// A generated month in the API's names (the calendars answer these shapes, the solver makes
// them): what readers assemble and the solver hands to splitGenerated. The events record the same
// in camelCase (schedules-generated.ts).

/** One person on one shift of one day. */
export interface ScheduledShift {
  date: string;
  shift_type_id: string;
  member_id: string;
  position: number;
}

/** How a shift-day is staffed against its need, and why it is short (`Code`: the solver narrows it to its reason codes). */
export interface ShiftCoverageRecord<Code extends string = string> {
  date: string;
  shift_type_id: string;
  required_count: number;
  assigned_count: number;
  status: 'fully-staffed' | 'partially-staffed' | 'understaffed';
  reasons: { code: Code; employee_ids: string[]; message: string }[];
  /**
   * The skill minimums it is short of ("short of Registered nurse": docs/scheduling-rules.md#skills-cover-soft),
   * `missing` qualified people each; absent when none is (and in months generated before skills).
   */
  skill_shortfalls?: SkillShortfall[];
}

export interface SkillShortfall {
  skill_id: string;
  /** The skill's name when the month was generated. */
  skill_name: string;
  missing: number;
}

/** What a shift type was when the schedule was made: past schedules keep it after deletion. */
export interface ShiftTypeSnapshot {
  id: string;
  name: string;
  start_time: string;
  duration_hours: number;
  position_labels: Record<string, string>;
}

/** What a generation says of the month as a whole: bounded by the organization's shift types. */
export interface GenerationSummary {
  requestId: string;
  organizationId: string;
  year: number;
  month: number;
  status: 'optimal' | 'feasible';
  shiftTypes: ShiftTypeSnapshot[];
  statistics: {
    objective: number | null;
    bound: number | null;
    gap: number | null;
    seconds: number;
    firstValidSeconds: number | null;
    modelSize: { employees: number; days: number; shift_types: number; cells: number };
    inputHash: string;
  };
}

/** What grows with the organization: who works when, each shift's coverage, the members. */
export interface GeneratedContent {
  assignments: ScheduledShift[];
  coverage: ShiftCoverageRecord[];
  /** Members' display names at generation time, for calendars of members removed since. */
  memberNames: Record<string, string>;
  /**
   * Shifts each member asked for, per shift type id, as the solver saw it (employee-requested
   * counts where the member set any, else the admin-set baseline): analytics compare it with
   * what was allocated, from the log alone.
   */
  requested: Record<string, Record<string, number>>;
}

/** A generated month whole, as readers assemble it from its events (assembleGenerated). */
export type GeneratedMonth = GenerationSummary & GeneratedContent;

/**
 * One piece of a generated month's content, small enough for any event store (EventStoreDB
 * refuses appends over 1 MiB): the solver appends the pieces, numbered from 0, then the
 * ScheduleGenerated that closes the generation. Readers use the pieces once it is there.
 * Version 2 records the content in camelCase (schedules-generated.ts); version 1 in the API's names.
 */
export interface SchedulePartGenerated {
  type: 'SchedulePartGenerated';
  data: GeneratedContentData & Pick<GenerationSummary, 'requestId' | 'organizationId' | 'year' | 'month'> & { part: number };
}

/**
 * Closes a generation: its summary, how many parts precede it on the stream, how many shifts
 * they assign, and whether it is a draft (employees see it once it is published). Version 4
 * records the summary in camelCase; the upcasters read the earlier ones as version 4
 * (schedule-upcasters.ts), so readers see this shape only.
 */
export interface ScheduleGenerated {
  type: 'ScheduleGenerated';
  data: GenerationSummaryData & {
    parts: number;
    assignedShifts: number;
    /** False for generations of versions 1 and 2, made before drafts existed: published as they were made. */
    draft: boolean;
    /**
     * Only from version 1, which carried the whole month in this one event: its content, in place
     * of parts (an upcaster reads one event as one event; it cannot make the parts that were never
     * recorded). assembleGenerated takes it with the parts, so no other reader tells them apart.
     */
    content?: GeneratedContentData;
  };
}

export interface ScheduleGenerationFailed {
  type: 'ScheduleGenerationFailed';
  data: { requestId: string; status: GenerationFailureStatus; problems: string[] };
}

export interface ScheduleCleared {
  type: 'ScheduleCleared';
  data: { organizationId: string; year: number; month: number };
}

/**
 * The month's current draft becomes what employees see. Bounded whatever the organization's size:
 * it names the draft (its generation and how many edits it has had since), and readers copy the
 * draft they hold at this point of the log.
 */
export interface SchedulePublished {
  type: 'SchedulePublished';
  data: { organizationId: string; year: number; month: number; requestId: string; revision: number; publishedAt: string };
}

/**
 * An admin put someone on a shift of the draft or took them off it. The assignment is pinned
 * (a repair keeps it); an assignment that breaks hard rules was accepted with an override reason,
 * and keeps the rules it breaks.
 */
export interface ScheduleAssignmentChanged {
  type: 'ScheduleAssignmentChanged';
  data: {
    organizationId: string;
    year: number;
    month: number;
    date: string;
    shiftTypeId: string;
    memberId: string;
    action: 'assign' | 'unassign';
    /** Assign: the position taken on the shift. */
    position: number | null;
    overrideReason: string | null;
    violations: RuleViolation[];
  };
}

/** A change of a repair, as proposed: an added assignment takes the position it names. */
export interface RepairedShift {
  date: string;
  shiftTypeId: string;
  memberId: string;
  change: 'added' | 'removed';
  position: number | null;
}

/** A repair's change as the edit that makes it (what applying the repair does to each of its shifts). */
export function editOfRepair({ change, ...shift }: RepairedShift): AssignmentEdit {
  return { ...shift, action: change === 'added' ? 'assign' : 'unassign' };
}

/** One change of the draft, by an edit or by an applied repair. */
export type AssignmentEdit = Pick<ScheduleAssignmentChanged['data'], 'date' | 'shiftTypeId' | 'memberId' | 'action' | 'position'>;

/**
 * A repair proposed for the draft as it stood (its generation and revision): bounded by what it
 * changes, which is as little as the gaps need. Applying it makes the changes to the draft.
 * The solver's proposals name the members they change as the organization showed them
 * (`memberNames`); the first proposals, made in the command API, did not.
 */
export interface ScheduleRepairProposed {
  type: 'ScheduleRepairProposed';
  data: RepairOfDraft & { changes: RepairedShift[]; proposedAt: string; memberNames?: Record<string, string> };
}

/** A repair's proposal id, and the draft it mends: its month, generation and revision. */
export type RepairOfDraft = {
  organizationId: string;
  year: number;
  month: number;
  proposalId: string;
  requestId: string;
  revision: number;
};

/**
 * An admin asked for a repair of the draft as it stands (its generation and revision): the
 * solver service claims it (ScheduleRepairStarted) and answers ScheduleRepairProposed, or
 * ScheduleRepairFailed, with the same proposal id.
 */
export interface ScheduleRepairRequested {
  type: 'ScheduleRepairRequested';
  data: RepairOfDraft & { requestedAt: string };
}

/**
 * What may follow a repair request on the month's stream without closing it: the solver's notes
 * on an earlier generation change neither the draft nor the request. Anything else (an edit, a
 * publication, a newer request, a claim) closes it for the replicas that have not claimed it.
 */
export const LEAVES_REPAIR_OPEN: ReadonlySet<string> = new Set(['ScheduleQualityReported', 'ScheduleGenerationProgressed']);

/**
 * What may follow a generation request without closing it: the solver's notes on an earlier
 * generation, progress, and claims (a claim whose lease has run out leaves the request to be
 * claimed again).
 */
export const LEAVES_GENERATION_OPEN: ReadonlySet<string> = new Set([...LEAVES_REPAIR_OPEN, 'ScheduleGenerationStarted']);

/** A solver replica took the repair request (the first to append this wins). */
export interface ScheduleRepairStarted {
  type: 'ScheduleRepairStarted';
  data: { proposalId: string; workerId: string };
}

/** The solver found no repair that keeps the fixed assignments within the hard rules, in its budget. */
export interface ScheduleRepairFailed {
  type: 'ScheduleRepairFailed';
  data: { proposalId: string; status: GenerationFailureStatus; problems: string[] };
}

export interface ScheduleRepairApplied {
  type: 'ScheduleRepairApplied';
  data: { organizationId: string; year: number; month: number; proposalId: string };
}

export type ScheduleEvent =
  | ScheduleGenerationRequested
  | ScheduleGenerationStarted
  | ScheduleGenerationProgressed
  | SchedulePartGenerated
  | ScheduleGenerated
  | ScheduleGenerationFailed
  | ScheduleCleared
  | SchedulePublished
  | ScheduleAssignmentChanged
  | ScheduleRepairRequested
  | ScheduleRepairStarted
  | ScheduleRepairProposed
  | ScheduleRepairFailed
  | ScheduleRepairApplied;

export const SCHEDULE_EVENT_VERSIONS = {
  ScheduleGenerationRequested: 1,
  ScheduleGenerationStarted: 1,
  ScheduleGenerationProgressed: 1,
  SchedulePartGenerated: 2,
  ScheduleGenerated: 4,
  ScheduleGenerationFailed: 1,
  ScheduleCleared: 1,
  SchedulePublished: 1,
  ScheduleAssignmentChanged: 2,
  ScheduleRepairRequested: 1,
  ScheduleRepairStarted: 1,
  ScheduleRepairProposed: 2,
  ScheduleRepairFailed: 1,
  ScheduleRepairApplied: 1,
} as const satisfies Record<ScheduleEvent['type'], number>;

export function scheduleStream(organizationId: string, year: number, month: number): string {
  return `schedule-${organizationId}-${year}-${String(month).padStart(2, '0')}`;
}

/** A part's content stays under this many bytes of JSON, far below EventStoreDB's 1 MiB append. */
export const SCHEDULE_PART_BYTES = 256 * 1024;

const encoder = new TextEncoder();
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

type ContentItem =
  | { into: 'assignments'; value: ScheduledShiftData }
  | { into: 'coverage'; value: ShiftCoverageData }
  | { into: 'memberNames'; key: string; value: string }
  | { into: 'requested'; key: string; value: Record<string, number> };

function emptyContent(): GeneratedContentData {
  return { assignments: [], coverage: [], memberNames: {}, requested: {} };
}

function add(content: GeneratedContentData, item: ContentItem): void {
  if (item.into === 'assignments') content.assignments.push(item.value);
  else if (item.into === 'coverage') content.coverage.push(item.value);
  else if (item.into === 'memberNames') content.memberNames[item.key] = item.value;
  else content.requested[item.key] = item.value;
}

/**
 * The events that record a generated month: its content packed into parts of at most
 * `partBytes` of JSON each (an item's size plus a separator, so the bound holds whatever the
 * organization's size), then the ScheduleGenerated that closes the generation as a draft.
 */
export function splitGenerated(month: GeneratedMonth, partBytes = SCHEDULE_PART_BYTES): [...SchedulePartGenerated[], ScheduleGenerated] {
  const { assignments, coverage, memberNames, requested, ...summary } = month;
  const content = contentData({ assignments, coverage, memberNames, requested });
  const items: ContentItem[] = [
    ...content.assignments.map((value): ContentItem => ({ into: 'assignments', value })),
    ...content.coverage.map((value): ContentItem => ({ into: 'coverage', value })),
    ...Object.entries(memberNames).map(([key, value]): ContentItem => ({ into: 'memberNames', key, value })),
    ...Object.entries(requested).map(([key, value]): ContentItem => ({ into: 'requested', key, value })),
  ];
  // The envelope of an empty part, with room for the largest part number.
  const { requestId, organizationId, year, month: monthNumber } = summary;
  const identity = { requestId, organizationId, year, month: monthNumber };
  const envelope = jsonBytes({ ...identity, part: Number.MAX_SAFE_INTEGER, ...emptyContent() });
  const parts: GeneratedContentData[] = [];
  let current = emptyContent();
  let size = envelope;
  for (const item of items) {
    const itemBytes = jsonBytes('key' in item ? { [item.key]: item.value } : item.value) + 1;
    if (size + itemBytes > partBytes && size > envelope) {
      parts.push(current);
      current = emptyContent();
      size = envelope;
    }
    add(current, item);
    size += itemBytes;
  }
  if (size > envelope) parts.push(current);
  return [
    ...parts.map((content, part): SchedulePartGenerated => ({ type: 'SchedulePartGenerated', data: { ...identity, part, ...content } })),
    { type: 'ScheduleGenerated', data: { ...summaryData(summary), parts: parts.length, assignedShifts: assignments.length, draft: true } },
  ];
}

/**
 * The generated month a ScheduleGenerated closes, in the API's names, from its parts (any order,
 * a repeated one counted once) and any content the event carries itself (version 1). Throws when
 * a part is missing: the month cannot be read whole.
 */
export function assembleGenerated(data: ScheduleGenerated['data'], parts: readonly SchedulePartGenerated['data'][]): GeneratedMonth {
  const { parts: count, assignedShifts: _assigned, draft: _draft, content, ...summary } = data;
  const ordered = [...parts].sort((a, b) => a.part - b.part);
  const numbers = new Set(ordered.map((part) => part.part));
  const missing = Array.from({ length: count }, (_, part) => part).filter((part) => !numbers.has(part));
  if (missing.length > 0) throw new Error(`generation ${summary.requestId} is missing part(s) ${missing.join(', ')} of ${count}`);
  const pieces = [
    ...(content ? [content] : []),
    ...ordered.filter((part, index) => part.part < count && ordered[index - 1]?.part !== part.part),
  ];
  const month = emptyContent();
  for (const piece of pieces) {
    month.assignments.push(...piece.assignments);
    month.coverage.push(...piece.coverage);
    Object.assign(month.memberNames, piece.memberNames);
    Object.assign(month.requested, piece.requested);
  }
  return { ...summaryOf(summary), ...contentOf(month) };
}
