// A generated month as its events record it: the month's names in camelCase at every level
// (SchedulePartGenerated version 2, ScheduleGenerated version 4). Readers assemble the month in
// the API's names (GeneratedMonth: the solver makes it so, the calendars answer it so); one walk
// translates it either way.
import { inverted, renamed, type Renamed } from '../events/renamed.ts';
import type { GeneratedContent, GenerationSummary, ScheduledShift, ShiftCoverageRecord, ShiftTypeSnapshot } from './events.ts';

const SHIFT_NAMES = { shift_type_id: 'shiftTypeId', member_id: 'memberId' } as const;
const COVERAGE_NAMES = {
  shift_type_id: 'shiftTypeId',
  required_count: 'requiredCount',
  assigned_count: 'assignedCount',
  skill_shortfalls: 'skillShortfalls',
} as const;
const SKILL_SHORT_NAMES = { skill_id: 'skillId', skill_name: 'skillName' } as const;
const REASON_NAMES = { employee_ids: 'employeeIds' } as const;
const SHIFT_TYPE_NAMES = { start_time: 'startTime', duration_hours: 'durationHours', position_labels: 'positionLabels' } as const;
const MODEL_SIZE_NAMES = { shift_types: 'shiftTypes' } as const;

type Statistics = GenerationSummary['statistics'];

export type ScheduledShiftData = Renamed<ScheduledShift, typeof SHIFT_NAMES>;
export type ShiftCoverageData = Renamed<Omit<ShiftCoverageRecord, 'reasons' | 'skill_shortfalls'>, typeof COVERAGE_NAMES> & {
  reasons: Renamed<ShiftCoverageRecord['reasons'][number], typeof REASON_NAMES>[];
  skillShortfalls?: Renamed<NonNullable<ShiftCoverageRecord['skill_shortfalls']>[number], typeof SKILL_SHORT_NAMES>[];
};
export type ShiftTypeSnapshotData = Renamed<ShiftTypeSnapshot, typeof SHIFT_TYPE_NAMES>;

/** The summary as ScheduleGenerated records it. */
export type GenerationSummaryData = Omit<GenerationSummary, 'shiftTypes' | 'statistics'> & {
  shiftTypes: ShiftTypeSnapshotData[];
  statistics: Omit<Statistics, 'modelSize'> & { modelSize: Renamed<Statistics['modelSize'], typeof MODEL_SIZE_NAMES> };
};

/** The content as SchedulePartGenerated records it (member and shift type ids key the records). */
export type GeneratedContentData = Omit<GeneratedContent, 'assignments' | 'coverage'> & {
  assignments: ScheduledShiftData[];
  coverage: ShiftCoverageData[];
};

type Rename = (names: Readonly<Record<string, string>>) => (data: object) => object;
const toEvent: Rename = (names) => renamed(names);
const toApi: Rename = (names) => renamed(inverted(names));

function translatedContent(content: object, rename: Rename): unknown {
  const { assignments, coverage, ...rest } = content as { assignments: object[]; coverage: object[] };
  const record = (value: object) => {
    const { reasons, ...shift } = value as { reasons: object[] };
    const out = rename(COVERAGE_NAMES)(shift) as { skill_shortfalls?: object[]; skillShortfalls?: object[] };
    // Either side's name of the skill shortfalls, present only where a shift-day has some.
    for (const key of ['skill_shortfalls', 'skillShortfalls'] as const) if (out[key]) out[key] = out[key].map(rename(SKILL_SHORT_NAMES));
    return { ...out, reasons: reasons.map(rename(REASON_NAMES)) };
  };
  return { ...rest, assignments: assignments.map(rename(SHIFT_NAMES)), coverage: coverage.map(record) };
}

function translatedSummary(summary: object, rename: Rename): unknown {
  const { shiftTypes, statistics, ...rest } = summary as { shiftTypes: object[]; statistics: { modelSize: object } };
  const { modelSize, ...figures } = statistics;
  return {
    ...rest,
    shiftTypes: shiftTypes.map(rename(SHIFT_TYPE_NAMES)),
    statistics: { ...figures, modelSize: rename(MODEL_SIZE_NAMES)(modelSize) },
  };
}

/** Content in the API's names as the events record it: what the solver appends, and the step from part version 1. */
export const contentData = <T extends GeneratedContent>(content: T): Omit<T, keyof GeneratedContent> & GeneratedContentData =>
  translatedContent(content, toEvent) as never;

/** Recorded content in the API's names, for the readers of the month. */
export const contentOf = <T extends GeneratedContentData>(data: T): Omit<T, keyof GeneratedContentData> & GeneratedContent =>
  translatedContent(data, toApi) as never;

/** A summary in the API's names as ScheduleGenerated records it (other fields kept). */
export const summaryData = <T extends GenerationSummary>(summary: T): Omit<T, 'shiftTypes' | 'statistics'> & GenerationSummaryData =>
  translatedSummary(summary, toEvent) as never;

/** A recorded summary in the API's names (other fields kept). */
export const summaryOf = <T extends GenerationSummaryData>(data: T): Omit<T, 'shiftTypes' | 'statistics'> & GenerationSummary =>
  translatedSummary(data, toApi) as never;
