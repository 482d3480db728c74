import { z } from 'zod';
import { isoDate } from '../shared/fields.ts';

// Scheduling statistics (docs/product/entities.md#stats-report) and the read model they are summed from.

/**
 * Two versions of the same rows, as the calendars have: the draft the admin works on (generation
 * writes it, hand edits and applied repairs change it) and the published month employees were given
 * (publication copies the draft).
 */
export const ANALYTICS_TABLE = 'analytics_months';
export const ANALYTICS_PUBLISHED_TABLE = 'analytics_months_published';
/** Changes at short notice per member and month of the shifts, id `{org}:{yyyy-mm}:{memberId}`. */
export const ANALYTICS_SHORT_NOTICE_TABLE = 'analytics_short_notice';

export interface ShortNoticeCountRecord {
  id: string;
  organization_id: string;
  period: string;
  member_id: string;
  changes: number;
  [key: string]: unknown;
}

/** Saturday or Sunday: what analytics and the fairness ledger count as a weekend shift. */
export function isWeekendDate(date: string): boolean {
  return [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
}

/** docs/product/validation.md: the reports call needs a month and year, or a start and end date. */
export const ANALYTICS_PERIOD_REQUIRED = 'Either provide month/year or startDate/endDate';

/** start_date is the first day of the first month, end_date the last day of the last (docs/product/api-calls.md). */
export const dateRangeQuery = z
  .object({ start_date: isoDate, end_date: isoDate })
  .refine((query) => query.end_date >= query.start_date, { path: ['end_date'], message: 'End date must not be before the start date' });

/**
 * A row of the analytics read model: what one member asked for in one generated month and what
 * that month's version allocates them, by shift type name as it was at generation. Id
 * `{org}:{yyyy-mm}:{memberId}`.
 */
export interface AnalyticsMonthRecord {
  id: string;
  organization_id: string;
  /** `yyyy-mm`: ranges of months are string ranges. */
  period: string;
  member_id: string;
  /** The member's name at generation, for members who have left since (the id for members an edit added). */
  name: string;
  requested: Record<string, number>;
  assigned: Record<string, number>;
  /** Shift type name → position → shifts at that position. */
  positions: Record<string, Record<string, number>>;
  weekend_shifts: number;
  /** Shift type name → weekend shifts of it (one location's report adds up its shift types'); absent in rows made before it. */
  weekend_by_type?: Record<string, number>;
  [key: string]: unknown;
}

/** Stats report entry (docs/product/entities.md#stats-report): counts by shift type name, percentages 0–100 with one decimal. */
export interface EmployeeStats {
  member_id: string;
  name: string;
  shifts_requested: Record<string, number>;
  shifts_assigned: Record<string, number>;
  position_percentages: Record<string, Record<string, number>>;
  /** Share of the member's allocated shifts that fall on a Saturday or Sunday. */
  weekend_percentage: number;
  /** The member's shifts on the organization's holidays (docs/scheduling-rules.md#holidays). */
  holiday_shifts: number;
  /** Published shifts of theirs changed less than `notice_days` before them (docs/api/notifications.md#short-notice). */
  short_notice_changes: number;
}

export interface StatsReport {
  employees: EmployeeStats[];
}

/** GET /employees/{id}/reports/monthly: one member's entry for one month. */
export interface MonthlyReport extends EmployeeStats {
  organization_id: string;
  year: number;
  month: number;
}

/** What one member carried over the fairness window (docs/scheduling-rules.md#fairness-across-months). */
export interface FairnessCounts {
  weekend_shifts: number;
  night_shifts: number;
  above_target_shifts: number;
}

export interface FairnessLedgerRow extends FairnessCounts {
  member_id: string;
  name: string;
}

/**
 * GET /organizations/{id}/analytics/fairness?year&month: the fairness ledger over the
 * organization's window ending with that month, which the next month's generation balances.
 */
export interface FairnessReport {
  /** The organization's fairness_window_months; 0: fairness across months is off (no rows). */
  months: number;
  /** `yyyy-mm` of the window's first and last month; null when the window is 0. */
  from: string | null;
  to: string | null;
  /** Members with a shift in the window, by name. */
  employees: FairnessLedgerRow[];
  /** Per member listed, one decimal. */
  team_average: FairnessCounts;
}
