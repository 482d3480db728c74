import { renamed } from '../events/renamed.ts';
import { contentData, summaryData } from './generated-events.ts';
import type {
  GeneratedContent,
  GeneratedMonth,
  GenerationSummary,
  RepairedShift,
  ScheduleAssignmentChanged,
  ScheduleGenerated,
  SchedulePartGenerated,
  ScheduleRepairProposed,
} from './events.ts';

// Schedule events as version 1 recorded them (field names copied from the API's snake_case
// bodies beside camelCase ones), and the steps that read them as version 2.

type Renamed = 'shiftTypeId' | 'memberId' | 'overrideReason';

export interface ScheduleAssignmentChangedV1 {
  data: Omit<ScheduleAssignmentChanged['data'], Renamed> & { shift_type_id: string; member_id: string; override_reason: string | null };
}

/** Version 1 recorded the edit body's names; the edit route translates a body with them too. */
export const ASSIGNMENT_NAMES_V2 = { shift_type_id: 'shiftTypeId', member_id: 'memberId', override_reason: 'overrideReason' } as const;

export const scheduleAssignmentChangedV1ToV2: (data: ScheduleAssignmentChangedV1['data']) => ScheduleAssignmentChanged['data'] =
  renamed(ASSIGNMENT_NAMES_V2);

/** A repair's change as version 1 recorded it (the draft's names). */
export type RepairedShiftV1 = Omit<RepairedShift, 'shiftTypeId' | 'memberId'> & { shift_type_id: string; member_id: string };

export interface ScheduleRepairProposedV1 {
  data: Omit<ScheduleRepairProposed['data'], 'changes'> & { changes: RepairedShiftV1[] };
}

const repairedShiftV2: (change: RepairedShiftV1) => RepairedShift = renamed({ shift_type_id: 'shiftTypeId', member_id: 'memberId' });

export const scheduleRepairProposedV1ToV2 = ({ changes, ...data }: ScheduleRepairProposedV1['data']): ScheduleRepairProposed['data'] => ({
  ...data,
  changes: changes.map(repairedShiftV2),
});

// A generated month, as versions before SchedulePartGenerated v2 and ScheduleGenerated v4
// recorded it: in the API's names (GeneratedMonth's).

export interface SchedulePartGeneratedV1 {
  data: GeneratedContent & Pick<GenerationSummary, 'requestId' | 'organizationId' | 'year' | 'month'> & { part: number };
}

export const schedulePartGeneratedV1ToV2 = (data: SchedulePartGeneratedV1['data']): SchedulePartGenerated['data'] => contentData(data);

/** Version 1 carried the whole month in the one event, which outgrew event stores. */
export interface ScheduleGeneratedV1 {
  data: GeneratedMonth;
}

/** Version 2 closed a month recorded in parts, before drafts existed. */
export interface ScheduleGeneratedV2 {
  data: GenerationSummary & { parts: number; assignedShifts: number };
}

/** Read from version 1: no parts, the content kept in the event (ScheduleGenerated's `content`). */
type GeneratedV2Read = ScheduleGeneratedV2['data'] & { content?: GeneratedContent };

export const scheduleGeneratedV1ToV2 = ({
  assignments,
  coverage,
  memberNames,
  requested,
  ...summary
}: ScheduleGeneratedV1['data']): GeneratedV2Read => ({
  ...summary,
  parts: 0,
  assignedShifts: assignments.length,
  content: { assignments, coverage, memberNames, requested },
});

/** Version 3 recorded `draft: true`: generations from before it are published as they were made. */
export interface ScheduleGeneratedV3 {
  data: GeneratedV2Read & { draft: boolean };
}

export const scheduleGeneratedV2ToV3 = (data: GeneratedV2Read): ScheduleGeneratedV3['data'] => ({ ...data, draft: false });

export const scheduleGeneratedV3ToV4 = ({ content, ...data }: ScheduleGeneratedV3['data']): ScheduleGenerated['data'] => ({
  ...summaryData(data),
  ...(content && { content: contentData(content) }),
});
