import { z } from 'zod';
import type { PreferenceSetName, Weekday } from './events.ts';
import { LIMITS } from '../shared/limits.ts';
import { boundedInt, optionalField } from '../organizations/api.ts';
import { TEXT } from '../shared/texts.ts';

// Scheduling preferences (docs/product/entities.md#preferences, docs/product/states.md#preferences, docs/product/validation.md#preferences, docs/product/api-calls.md): bodies, the canonical form
// a set is kept in, and the answers. The read model's shapes are in read-model.ts.

export const PREFERENCE_SETS = ['employee_requested', 'admin_set'] as const satisfies readonly PreferenceSetName[];
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const satisfies readonly Weekday[];
export const REASON_MAX = 1000;

export const PREFERENCES_TEXT = {
  noChanges: 'No changes to save',
  noValidPreferences: 'No valid preferences to update',
  saved: 'Preferences saved successfully!',
  maxBelowMin: (min: number) => `max_consecutive_days: Must be at least min_consecutive_days (${min})`,
  adminEditsNotAllowed: 'This employee does not allow administrators to edit their requested preferences',
  employeeNotFound: 'Employee not found: not a schedulable member of this organization',
  onlyEmployees: 'Only employees of this organization have scheduling preferences',
  duplicateRow: 'This employee appears more than once in the batch',
  invalidRows: (invalid: number, total: number) => `${invalid} of ${total} rows are invalid; nothing was saved`,
  weeklyHoursAdminOnly: 'max_weekly_hours: Weekly hours are set in the admin-set preferences only',
} as const;

/** One set of preferences, always complete and canonical (see contracts/src/preferences/api.ts). */
export interface PreferenceValues {
  /** Shift type id → desired monthly count (1–31); missing ids mean 0. */
  shift_preferences: Record<string, number>;
  min_consecutive_days: number;
  max_consecutive_days: number;
  min_consecutive_days_off: number;
  disallowed_shift_types: string[];
  /** 0 (Sunday) – 6 (Saturday) → available; all seven keys. */
  available_weekdays: Record<Weekday, boolean>;
  /**
   * Admin-set only: most hours per Monday–Sunday week for this employee, 0 = no limit; null = the
   * organization's max_weekly_hours. Sets saved before it existed lack it (canonicalPreferences
   * reads that as null).
   */
  max_weekly_hours: number | null;
  reason: string | null;
}

export type PreferenceField = keyof PreferenceValues;

/** What a change did to each field it touched. */
export type PreferenceChanges = Partial<{ [F in PreferenceField]: { from: PreferenceValues[F]; to: PreferenceValues[F] } }>;

export const DEFAULT_PREFERENCES: PreferenceValues = {
  shift_preferences: {},
  min_consecutive_days: LIMITS.minConsecutiveDays.default,
  max_consecutive_days: LIMITS.maxConsecutiveDays.default,
  min_consecutive_days_off: LIMITS.minConsecutiveDaysOff.default,
  disallowed_shift_types: [],
  available_weekdays: { 0: true, 1: true, 2: true, 3: true, 4: true, 5: true, 6: true },
  max_weekly_hours: null,
  reason: null,
};

const shiftTypeId = z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()]).transform(String);
const {
  monthlyPreference: MONTHLY,
  minConsecutiveDays: MIN_ON,
  maxConsecutiveDays: MAX_ON,
  minConsecutiveDaysOff: MIN_OFF,
  maxWeeklyHours: WEEKLY,
} = LIMITS;

/** A save of one set: any subset of the fields; absent fields keep their value, the maps are replaced. */
export const preferencesBody = z.object({
  shift_preferences: z.record(z.string().trim().min(1).max(100), boundedInt(MONTHLY.min, MONTHLY.max)).optional(),
  min_consecutive_days: boundedInt(MIN_ON.min, MIN_ON.max).optional(),
  max_consecutive_days: boundedInt(MAX_ON.min, MAX_ON.max).optional(),
  min_consecutive_days_off: boundedInt(MIN_OFF.min, MIN_OFF.max).optional(),
  disallowed_shift_types: z.array(shiftTypeId).max(500).optional(),
  available_weekdays: z.partialRecord(z.enum(WEEKDAYS), z.boolean()).optional(),
  /** Admin-set only; null returns to the organization's limit. */
  max_weekly_hours: boundedInt(WEEKLY.min, WEEKLY.max).nullable().optional(),
  reason: optionalField(z.string().trim().max(REASON_MAX, TEXT.maxChars(REASON_MAX))),
});
export type PreferencesBody = z.infer<typeof preferencesBody>;

export const allowAdminEditsBody = z.object({ allow_admin_edits: z.boolean({ error: 'Must be true or false' }) });

const memberRef = z.union([z.string().trim().min(1), z.number().int()], { error: TEXT.required }).transform(String);

/** POST …/admin/employees/preferences/batch: each row's preferences are checked on their own. */
export const preferencesBatchBody = z.object({
  updates: z.array(z.object({ member_id: memberRef, preferences: z.unknown() }), { error: PREFERENCES_TEXT.noValidPreferences }),
});

export const employeePreferencesQuery = z.object({
  include_totals: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

const byId = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * The one form a set is kept in, so equal preferences compare equal: disallowed shift types are
 * unique and sorted, and their counts are zero (docs/product/states.md: disallowing zeroes the count), which is
 * to say absent, like every other zero count; all seven weekdays are present.
 */
export function canonicalPreferences(values: PreferenceValues): PreferenceValues {
  const disallowed = [...new Set(values.disallowed_shift_types)].sort(byId);
  const counts = Object.entries(values.shift_preferences).filter(([id, count]) => count > 0 && !disallowed.includes(id));
  return {
    shift_preferences: Object.fromEntries(counts.sort(([a], [b]) => byId(a, b))),
    min_consecutive_days: values.min_consecutive_days,
    max_consecutive_days: values.max_consecutive_days,
    min_consecutive_days_off: values.min_consecutive_days_off,
    disallowed_shift_types: disallowed,
    available_weekdays: Object.fromEntries(
      WEEKDAYS.map((day) => [day, values.available_weekdays[day] ?? true]),
    ) as PreferenceValues['available_weekdays'],
    max_weekly_hours: values.max_weekly_hours ?? null,
    reason: values.reason,
  };
}

/** The set a save leaves: the body over the current values, canonical. */
export function applyPreferences(current: PreferenceValues, body: PreferencesBody): PreferenceValues {
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  // A weekday map that is sent is the whole week: days it leaves out are available.
  const available_weekdays = body.available_weekdays
    ? { ...DEFAULT_PREFERENCES.available_weekdays, ...body.available_weekdays }
    : current.available_weekdays;
  return canonicalPreferences({ ...current, ...given, available_weekdays } as PreferenceValues);
}

/** The rule that spans fields (docs/product/validation.md: max ≥ min); null when the set is consistent. */
export function preferencesProblem(values: PreferenceValues): string | null {
  return values.max_consecutive_days < values.min_consecutive_days ? PREFERENCES_TEXT.maxBelowMin(values.min_consecutive_days) : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Each field that differs, from → to; empty when nothing changed. Both sides canonical. */
export function preferenceChanges(before: PreferenceValues, after: PreferenceValues): PreferenceChanges {
  const fields = Object.keys(DEFAULT_PREFERENCES) as PreferenceField[];
  return Object.fromEntries(
    fields.filter((field) => !same(before[field], after[field])).map((field) => [field, { from: before[field], to: after[field] }]),
  );
}

/** One set as the summary of docs/product/entities.md#preferences shows it, with every field and its default. */
export interface PreferenceRecord extends PreferenceValues {
  /** `{memberId}:{preference_set}` once saved; null while the defaults stand. */
  id: string | null;
  member_id: string;
  preference_set: PreferenceSetName;
  /** Saved at least once (otherwise these are the defaults). */
  is_active: boolean;
  updated_at: string | null;
  effective_from: string | null;
  allow_admin_edits: boolean;
}

export interface PreferencesSummary {
  employee_requested: PreferenceRecord;
  admin_set: PreferenceRecord;
}

/** A row of GET …/employees/preferences: the per-employee record of docs/product/entities.md#preferences. */
export interface EmployeePreferences extends PreferencesSummary {
  member_id: string;
  employee_name: string;
  allow_admin_edits: boolean;
  /** The employee forbade admin edits of their requested set (the 'Edit Protected' badge). */
  edit_protected: boolean;
}

export interface MonthlyRange {
  low: number;
  high: number;
}

export interface ShiftTypeTotals {
  shift_type_id: string;
  shift_type_name: string;
  admin_set_total: number;
  monthly_requirement: MonthlyRange;
  employee_requested_total: number;
}

export interface PreferenceTotals {
  by_shift_type: ShiftTypeTotals[];
  overall: Omit<ShiftTypeTotals, 'shift_type_id' | 'shift_type_name'>;
  /** Whether any employee requested a count (the web shows that column only then). */
  has_employee_requests: boolean;
}

export interface EmployeePreferencesList {
  employees: EmployeePreferences[];
  totals?: PreferenceTotals;
}

/** One change of the preferences stream, as the history answers it (newest first). */
export interface PreferenceHistoryEntry {
  id: string;
  member_id: string;
  change: 'preferences' | 'allow_admin_edits';
  preference_set: PreferenceSetName | null;
  /** Fields changed, from → to (preference changes only). */
  changes: PreferenceChanges;
  /** The whole set after the change (preference changes only). */
  preferences: PreferenceValues | null;
  allow_admin_edits: boolean | null;
  by: 'employee' | 'admin';
  /** An admin changed the employee's preferences for them. */
  on_behalf: boolean;
  changed_at: string;
  changed_by_user_id: string | null;
  changed_by_email: string | null;
  changed_by_name: string | null;
}

export interface PreferenceHistory {
  history: PreferenceHistoryEntry[];
}

export interface PreferencesBatchResult {
  message: string;
  updated: number;
  results: { member_id: string; status: 'updated' | 'unchanged' }[];
}

export interface PreferencesBatchError {
  detail: string;
  errors: { index: number; member_id: string | null; detail: string }[];
}
