// The quality report of a month's generated schedule (docs/scheduling-quality.md) and its read model.
import type { ScheduleQualityReport } from './events.ts';

/** One document per organization-month, id `{organizationId}:{yyyy-mm}`: the latest report. */
export const SCHEDULE_QUALITY_TABLE = 'schedule_quality';

export interface ScheduleQualityRecord {
  id: string;
  organization_id: string;
  year: number;
  month: number;
  reported_at: string;
  report: ScheduleQualityReport;
  /**
   * Hand edits and applied repairs the draft has had since the generation the report is of: the
   * report stays of the schedule as generated, and the calendar shows the draft as it stands.
   */
  edits_since_generation: number;
  [key: string]: unknown;
}

/**
 * GET …/schedules/{year}/{month}/quality: staffing, violations and per-person rows recounted from
 * the draft as it stands; `explanations_as_generated` when the draft has moved since the
 * generation the explanations were re-solved for.
 */
export type ScheduleQualityAnswer = ScheduleQualityReport &
  Pick<ScheduleQualityRecord, 'reported_at' | 'edits_since_generation'> & { explanations_as_generated: boolean };

export const NO_QUALITY_REPORT = 'No quality report for this month';
