/**
 * The general rostering model every input maps onto (the product's month, the Curtois & Qu
 * benchmark format). Indices, not ids: employees, days and shift types are positions in arrays.
 * A cell value of a schedule is the shift-type index worked that day, or OFF.
 */

export const OFF = -1;

/** schedule[e * days + d] = shift-type index or OFF. */
export type Schedule = Int16Array;

export interface ShiftType {
  id: string;
  name: string;
  /** Wall-clock start in minutes after midnight; absent when the source has no times (Curtois). */
  startMinute?: number;
  durationMinutes: number;
}

/** Why an employee cannot work a day: reported to users in business terms. */
export type DayOffKind = 'vacation' | 'day_off';

/**
 * A soft target on how many of an employee's shifts fall into a set of cells: per unit below the
 * target `underWeight` is paid, per unit above it `overWeight`. Desired monthly counts (admin
 * baseline, employee extra) and the weekend-fairness share are all targets of this kind.
 */
export interface CountTarget {
  kind: string;
  /** Shift-type indices counted; undefined = every shift type. */
  shiftTypes?: number[];
  /** Count only Saturdays, Sundays and the model's holidays. */
  weekendOnly?: boolean;
  target: number;
  underWeight: number;
  overWeight: number;
}

export interface ShiftRequest {
  day: number;
  /** Shift-type index; undefined means "any shift" (on: work that day; off: do not). */
  shiftType?: number;
  weight: number;
}

/**
 * A shift worked before the horizon (the previous month's last days), in minutes from day 0's
 * midnight (negative starts): it counts for the rest before the first shifts and for the hours of
 * the week the horizon starts in.
 */
export interface PastShift {
  startMinute: number;
  durationMinutes: number;
}

export interface Employee {
  id: string;
  name: string;
  /** Indexed by weekday, 0 = Sunday … 6 = Saturday. */
  availableWeekdays: boolean[];
  /** Hard days off: vacation or other unavailability, by day index. */
  daysOff: { day: number; kind: DayOffKind }[];
  disallowedShiftTypes: number[];
  /** Per shift-type index; undefined or missing = unlimited. */
  maxShiftsPerType: (number | undefined)[];
  minTotalMinutes: number;
  maxTotalMinutes: number;
  /**
   * Consecutive rules follow the Curtois & Qu boundary semantics: max applies to every run, min
   * only to runs that have the opposite state on both sides inside the horizon (runs touching
   * day 0 or the last day may be shorter, their continuation lies outside the horizon).
   */
  minConsecutiveWork: number;
  maxConsecutiveWork: number;
  minConsecutiveOff: number;
  maxWeekends: number;
  /**
   * Most minutes per Monday–Sunday week (a shift counts in the week of the day it starts); the
   * week the horizon starts in adds the past shifts' minutes of that week, the week it ends in
   * counts only its days inside the horizon. Undefined: no weekly limit (Curtois).
   */
  maxWeeklyMinutes?: number;
  /** Shifts before the horizon that constrain its first days; none when undefined. */
  pastShifts?: PastShift[];
  countTargets: CountTarget[];
  shiftOnRequests: ShiftRequest[];
  shiftOffRequests: ShiftRequest[];
}

export interface CoverRequirement {
  day: number;
  shiftType: number;
  requirement: number;
  underWeight: number;
  overWeight: number;
}

/**
 * A skill minimum of one shift-day: of those working it, at least `requirement` from `qualified`
 * (the employees whose qualification counts on that day — a lapsed one does not). A shortfall costs
 * `underWeight` per missing qualified person, like understaffing; one person counts for every
 * skill they hold.
 */
export interface SkillCoverRequirement {
  day: number;
  shiftType: number;
  skillId: string;
  /** For reports ("short of Registered nurse"). */
  skillName: string;
  /** Employee indices, ascending. */
  qualified: number[];
  /** Those who hold the skill but whose qualification lapsed before the day (reports and renewals); none when undefined. */
  lapsed?: number[];
  requirement: number;
  underWeight: number;
}

export interface PinnedAssignment {
  employee: number;
  day: number;
  /** Shift-type index, or OFF to pin a day off. */
  shiftType: number;
}

export interface RosterModel {
  days: number;
  /** Weekday of day 0 (0 = Sunday … 6 = Saturday). */
  firstWeekday: number;
  /** Minimum rest between the end of one shift and the start of the next one (timed shifts). */
  minRestMinutes: number;
  shiftTypes: ShiftType[];
  /** Explicit forbidden successions: shift `first` on a day, then `second` the next day. */
  forbiddenSuccessions: { first: number; second: number }[];
  employees: Employee[];
  cover: CoverRequirement[];
  /** Skill minimums per shift-day (the product's skills); none when undefined or empty. */
  skillCover?: SkillCoverRequirement[];
  /** Day indices of holidays, which weekend targets and reports count with the weekends (the product's; none in benchmark formats). */
  holidays?: number[];
  /** All members work the same shift or none works (per day and shift type). */
  togetherGroups: number[][];
  /** At most one member per day and shift type. */
  apartGroups: number[][];
  pinned: PinnedAssignment[];
}

export const UNLIMITED = Number.MAX_SAFE_INTEGER;
