import { z } from 'zod';
import { monthQuery } from '../schedules/api.ts';
import type { ShiftCoverageRecord, ShiftTypeSnapshot } from '../schedules/events.ts';
import type { Publication } from '../schedules/month-lifecycle.ts';
import type { RuleViolation } from '../rules/check.ts';

// The month calendars of docs/product/entities.md (schedule days) and the read model they are served from.

/** One document per generated organization-month, id `{org}:{yyyy-mm}`: what is month-wide. */
export const CALENDARS_TABLE = 'calendars';
/** One document per day with shifts, id `{org}:{yyyy-mm-dd}`: bounded by one day's staff. */
export const CALENDAR_DAYS_TABLE = 'calendar_days';
/** The published version of a month (what employees see), same shapes: copied from the draft on publication. */
export const PUBLISHED_CALENDARS_TABLE = 'published_calendars';
export const PUBLISHED_CALENDAR_DAYS_TABLE = 'published_calendar_days';

/** Which version of a month: the draft admins edit, or the published one employees see. */
export type CalendarVersion = 'draft' | 'published';
export const CALENDAR_TABLES: Record<CalendarVersion, { months: string; days: string }> = {
  draft: { months: CALENDARS_TABLE, days: CALENDAR_DAYS_TABLE },
  published: { months: PUBLISHED_CALENDARS_TABLE, days: PUBLISHED_CALENDAR_DAYS_TABLE },
};

/** The calendar projection's own record of vacations and removals, to recompute coverage. */
export const CALENDAR_ABSENCES_TABLE = 'calendar_absences';

export type CoverageStatus = ShiftCoverageRecord['status'];

/** Why an assignment no longer counts: approved vacation, a recorded absence, or the member left the organization. */
export type AbsenceKind = 'vacation' | 'absence' | 'removed';

export interface CalendarAssignment {
  date: string;
  shift_type_id: string;
  member_id: string;
  position: number;
  /** Null while it counts; flagged (never dropped) so a cancelled vacation restores it. */
  absent: AbsenceKind | null;
  /** Edited by hand (a repair keeps it), with the rules an override let it break. */
  pinned?: boolean;
  violations?: RuleViolation[];
  override_reason?: string | null;
  /** Put on a published shift less than `notice_days` before it (docs/api/notifications.md#short-notice). */
  short_notice?: boolean;
}

/** A row of the calendars read model: one generated month of one organization, id `{org}:{yyyy-mm}`. */
export interface CalendarMonthRecord {
  id: string;
  organization_id: string;
  year: number;
  month: number;
  /** `yyyy-mm`: its days carry it too. */
  period: string;
  generated_at: string;
  /** Published version only: when it was published. */
  published_at?: string;
  /** The shift types as they were at generation: a deleted one stays in past months. */
  shift_types: ShiftTypeSnapshot[];
  [key: string]: unknown;
}

/** What a calendar holds of its days, and how coverage follows absences (one day or a month of them). */
export interface CalendarContent {
  /** Display names at generation of the members assigned. */
  member_names: Record<string, string>;
  assignments: CalendarAssignment[];
  /** As the solver reported it; `coverage` is recomputed from it and the absences. */
  generated_coverage: ShiftCoverageRecord[];
  coverage: ShiftCoverageRecord[];
}

/**
 * A row of the calendar days read model: one day of a generated month, id `{org}:{yyyy-mm-dd}`.
 * Days keep every document small whatever the organization's size (MongoDB's limit is 16 MB).
 */
export interface CalendarDayRecord extends CalendarContent {
  id: string;
  organization_id: string;
  period: string;
  date: string;
  [key: string]: unknown;
}

/** A generated month whole, as a query assembles it from its month and day documents. */
export interface CalendarRecord extends CalendarContent {
  id: string;
  organization_id: string;
  year: number;
  month: number;
  generated_at: string;
  /** When this version was published; null for a draft. */
  published_at: string | null;
  shift_types: ShiftTypeSnapshot[];
}

/** The month with its days' content merged, days in date order. */
export function assembleCalendar(month: CalendarMonthRecord, days: readonly CalendarDayRecord[]): CalendarRecord {
  const { id, organization_id, year, month: number, generated_at, published_at = null, shift_types } = month;
  const ordered = [...days].sort((a, b) => a.date.localeCompare(b.date));
  return {
    id,
    organization_id,
    year,
    month: number,
    generated_at,
    published_at,
    shift_types,
    member_names: Object.assign({}, ...ordered.map((day) => day.member_names)) as Record<string, string>,
    assignments: ordered.flatMap((day) => day.assignments),
    generated_coverage: ordered.flatMap((day) => day.generated_coverage),
    coverage: ordered.flatMap((day) => day.coverage),
  };
}

/** A vacation request (pending or approved) or a removal, as the calendar projection keeps it. */
export interface AbsenceRecord {
  id: string;
  organization_id: string;
  member_id: string;
  kind: AbsenceKind;
  /** Vacation: pending until approved. Removal: always counts. */
  approved: boolean;
  start_date: string;
  /** Null: open-ended (a removal). */
  end_date: string | null;
  [key: string]: unknown;
}

export interface AssignedEmployee {
  id: string;
  name: string;
  position: number;
  /** Admins' draft view only: in the draft, not in the published version. */
  change?: 'added';
  /** Admins' draft view only: edited by hand (a repair keeps it), and the rules an override let it break, with the reason. */
  pinned?: true;
  violations?: RuleViolation[];
  override_reason?: string | null;
  /** Put on this published shift at short notice (less than the organization's `notice_days` before it). */
  short_notice?: true;
}

/** A shift of a schedule day (docs/product/entities.md#schedule). */
export interface ScheduleShift {
  shift_type_id: string;
  shift_type_name: string;
  start_time: string;
  end_time: string;
  status: CoverageStatus;
  required_count: number;
  assigned_employees: AssignedEmployee[];
  position_labels: Record<string, string>;
  /** Why the shift is short of staff, in business terms; empty when fully staffed. */
  reasons: ShiftCoverageRecord['reasons'];
  /** The skill minimums it was generated short of ("short of Registered nurse"); absent when none. */
  skill_shortfalls?: NonNullable<ShiftCoverageRecord['skill_shortfalls']>;
  /** Admins' draft view only: published on this shift, no longer in the draft. */
  removed_employees?: AssignedEmployee[];
}

export interface ScheduleDay {
  date: string;
  shifts: ScheduleShift[];
  /** The holiday's name on one of the organization's holidays (its region's or its own). */
  holiday?: string;
}

export interface CalendarResponse {
  organization_id: string;
  year: number;
  month: number;
  /** Null for a month without a schedule (its days have no shifts). */
  generated_at: string | null;
  days: ScheduleDay[];
  /** Admins' draft view only: whether and when the month was published, and how the draft differs. */
  publication?: Publication;
}

export function calendarId(organizationId: string, year: number, month: number): string {
  return `${organizationId}:${monthKey(year, month)}`;
}

/** `yyyy-mm`, which sorts as the months do. */
export function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Every `yyyy-mm` from the month of one date (YYYY-MM-DD…) to the month of another, inclusive. */
export function monthKeysBetween(startDate: string, endDate: string): string[] {
  const keys: string[] = [];
  let year = Number(startDate.slice(0, 4));
  let month = Number(startDate.slice(5, 7));
  const last = endDate.slice(0, 7);
  while (monthKey(year, month) <= last) {
    keys.push(monthKey(year, month));
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return keys;
}

/** GET …/schedules/progress: the month, and whether to skip a generation that has already finished. */
export const progressQuery = monthQuery.extend({ next: z.enum(['true', 'false']).default('false') });
