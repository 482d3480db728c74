/**
 * The product's solver input: one month of one organization, as the solver service assembles it
 * from the read models (and as `rostra solve --input FILE.json` reads it). Field names follow the
 * API of docs/product/entities.md and docs/product/api-calls.md. Preference values are the effective ones (the service resolves admin-set vs
 * employee-requested rules); desired monthly counts keep both sources, which the solver weighs
 * differently: the admin-set counts are the baseline, employee-requested counts help assign extra
 * shifts. Vacations listed here are the approved ones (hard days off).
 */
import { z } from 'zod';

const id = z.union([z.string().min(1), z.number().int()]);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const count = z.number().int().min(0).max(31);
/** Wall-clock HH:MM in the organization's time zone. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM');
const shiftHours = z.number().min(0.5).max(24);

/** Desired monthly shifts per shift type id (docs/product/entities.md#preferences: shift_preferences, 0–31, default 0). */
const desiredCounts = z.object({ shift_preferences: z.record(z.string(), count).default({}) });

export const solverEmployeeSchema = z.object({
  id,
  name: z.string().default(''),
  /** Weekday 0 (Sunday) – 6 (Saturday) → available; missing weekdays are available. */
  available_weekdays: z.partialRecord(z.enum(['0', '1', '2', '3', '4', '5', '6']), z.boolean()).default({}),
  disallowed_shift_types: z.array(id).default([]),
  /** The locations they work at (contracts' locations); none: anywhere. */
  location_ids: z.array(id).default([]),
  /**
   * Shift types the employee said they cannot work (My Preferences) while the admin-set rules,
   * which bind, leave them available: a strong preference, overruled only where cover needs it
   * (weights.cannot_work per shift) and then listed in the quality report.
   */
  cannot_shift_types: z.array(id).default([]),
  /** Qualifications held: one counts on a date up to and including valid_until (null: no end). */
  skills: z.array(z.object({ skill_id: id, valid_until: date.nullable().default(null) })).default([]),
  min_consecutive_days: z.number().int().min(1).max(7).default(1),
  max_consecutive_days: z.number().int().min(1).max(14).default(7),
  min_consecutive_days_off: z.number().int().min(1).max(7).default(1),
  /** Admin-set desired counts (the baseline); null when the admin set none. */
  admin_set: desiredCounts.nullable().default(null),
  /** Employee-requested desired counts (extra shifts); null when the employee set none. */
  employee_requested: desiredCounts.nullable().default(null),
  /** Approved vacations, inclusive dates. */
  vacations: z.array(z.object({ start_date: date, end_date: date })).default([]),
  max_weekends: z.number().int().min(0).optional(),
  /** Overrides the organization's max_weekly_hours for this employee (0: no weekly limit); null: the organization's. */
  max_weekly_hours: z.number().min(0).max(168).nullable().default(null),
  min_hours: z.number().min(0).optional(),
  max_hours: z.number().min(0).optional(),
  /** Day-level wishes: work (on) or not (off) a date, optionally a given shift type. */
  day_requests: z
    .array(
      z.object({
        date,
        kind: z.enum(['on', 'off']),
        shift_type_id: id.nullable().default(null),
        weight: z.number().min(0).default(1),
      }),
    )
    .default([]),
});

export const solverShiftTypeSchema = z.object({
  id,
  name: z.string(),
  start_time: clock,
  duration_hours: shiftHours,
  is_active: z.boolean().default(true),
  /** The location it belongs to; null: none, anyone may work it. */
  location_id: id.nullable().default(null),
  /**
   * day_of_week null = every day; a weekday entry overrides it for that weekday; on a holiday the
   * "holiday" entry applies, else Sunday's (contracts' employeesNeededOnDay).
   */
  requirements: z
    .array(
      z.object({
        day_of_week: z.union([z.number().int().min(0).max(6), z.literal('holiday')]).nullable(),
        employees_needed: z.number().int().min(0).max(50),
        /** Of those needed, at least min_count holding each skill on the date; one person counts for every skill they hold. */
        skills: z.array(z.object({ skill_id: id, min_count: z.number().int().min(1).max(50) })).default([]),
      }),
    )
    .default([]),
});

/** A shift an employee worked before the month, with its times as they were. */
export const pastAssignmentSchema = z.object({
  employee_id: id,
  date,
  shift_type_id: id.optional(),
  start_time: clock,
  duration_hours: shiftHours,
});

/** Most shifts a member can have carried in a fairness window: one a day for 12 months. */
const ledgerCount = z.number().int().min(0).max(372);

/**
 * What one member carried in the months of the fairness window before the month (counts, not
 * shifts, so the input stays bounded): weekend shifts (Saturday, Sunday), night shifts
 * (contracts' night-shift) and shifts above their target (the month's quality report target).
 */
export const fairnessLedgerEntrySchema = z.object({
  employee_id: id,
  weekend_shifts: ledgerCount.default(0),
  night_shifts: ledgerCount.default(0),
  above_target_shifts: ledgerCount.default(0),
});

/** Penalty per unit; defaults make staffing dominate, then the admin baseline, then wishes. */
export const solverWeightsSchema = z.object({
  understaffed: z.number().min(0).default(100),
  /** Per shift of a type the member cannot work but the admin allows: below a missing person, above every wish and overstaffing. */
  cannot_work: z.number().min(0).default(50),
  overstaffed: z.number().min(0).default(20),
  admin_baseline: z.number().min(0).default(10),
  employee_extra: z.number().min(0).default(3),
  beyond_requested: z.number().min(0).default(5),
  weekend_fairness: z.number().min(0).default(4),
  /** Per night shift above a member's fair share of the window's nights (only with a fairness ledger). */
  night_fairness: z.number().min(0).default(4),
  /** Per shift above a member's target plus their fair share of the window's extra shifts (only with a ledger). */
  above_target_fairness: z.number().min(0).default(2),
  workload_balance: z.number().min(0).default(1),
});

export const solverInputSchema = z.object({
  organization_id: id.optional(),
  year: z.number().int().min(1970).max(2200),
  month: z.number().int().min(1).max(12),
  /** Minimum rest between two shifts of one person; overlapping shifts are always forbidden. */
  min_rest_hours: z.number().min(0).max(24).default(11),
  /** Most hours per Monday–Sunday week and employee unless one overrides it (0: no weekly limit). */
  max_weekly_hours: z.number().min(0).max(168).default(48),
  shift_types: z.array(solverShiftTypeSchema),
  /**
   * The month's holidays (the organization's region's public holidays and its own days): staffed
   * by the holiday requirement, else like a Sunday, and counted with the weekends for fairness.
   */
  holidays: z.array(date).default([]),
  employees: z.array(solverEmployeeSchema),
  /** The organization's locations, by name (for the rules' words); none: it has no locations. */
  locations: z.array(z.object({ id, name: z.string() })).default([]),
  /** The organization's skills (qualifications), by name (for the shortfalls' words); none: it has none. */
  skills: z.array(z.object({ id, name: z.string() })).default([]),
  collaborations: z
    .array(
      z.object({
        collaboration_type: z.enum(['prefer_together', 'avoid_together']),
        employee_ids: z.array(id).min(2),
      }),
    )
    .default([]),
  /** Assignments the optimizer must keep (shift_type_id null pins a day off). */
  pinned: z.array(z.object({ employee_id: id, date, shift_type_id: id.nullable() })).default([]),
  weights: solverWeightsSchema.prefault({}),
  /**
   * What was worked before the month (the previous month's schedule). The last days' shifts
   * count for the rest before the first shifts and for the hours of the week the month starts
   * in; older entries are room for balancing over months.
   */
  history: z
    .object({
      assignments: z.array(pastAssignmentSchema).default([]),
      /**
       * The fairness window (docs/scheduling-rules.md): how many months before this one were read
       * and what each member carried in them; absent when the organization turned it off. Members
       * not listed carried nothing.
       */
      fairness: z.object({ months: z.number().int().min(1).max(12), members: z.array(fairnessLedgerEntrySchema).default([]) }).optional(),
    })
    .prefault({}),
});

export type SolverInput = z.input<typeof solverInputSchema>;
export type PastAssignment = z.input<typeof pastAssignmentSchema>;
export type FairnessLedgerEntry = z.output<typeof fairnessLedgerEntrySchema>;
export type ParsedSolverInput = z.output<typeof solverInputSchema>;
