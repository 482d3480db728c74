import type { PreferenceRecord, PreferencesBody, PreferenceValues, ShiftType, Weekday } from '@rostra/contracts';
import {
  applyPreferences,
  boundedInt,
  canonicalPreferences,
  DEFAULT_PREFERENCES,
  LIMITS,
  PREFERENCES_TEXT,
  preferenceChanges,
  REASON_MAX,
  TEXT,
  WEEKDAYS,
} from '@rostra/contracts';
import { firstIssue } from '@/lib/validate.ts';

// My Preferences as a form (docs/product/screens-and-routes.md, docs/product/states.md, docs/product/validation.md): typed values, the disallow rules, the checks, and
// the save body with only the fields that change something.

export interface PreferencesForm {
  /** Shift type id → desired monthly count as typed (digits only). */
  counts: Record<string, string>;
  /** Shift type id → ticked ('I can work it'); unticked ones are disallowed. */
  allowed: Record<string, boolean>;
  available_weekdays: Record<Weekday, boolean>;
  min_consecutive_days: string;
  max_consecutive_days: string;
  min_consecutive_days_off: string;
  reason: string;
}

type Field = keyof PreferenceValues;
export type PreferenceErrors = Partial<Record<Field | `count-${string}`, string>>;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

export function valuesOf(record: PreferenceRecord): PreferenceValues {
  const values = Object.fromEntries((Object.keys(DEFAULT_PREFERENCES) as Field[]).map((field) => [field, record[field]]));
  return canonicalPreferences(values as unknown as PreferenceValues);
}

export function formOf(record: PreferenceRecord, shiftTypes: readonly ShiftType[]): PreferencesForm {
  return {
    counts: Object.fromEntries(shiftTypes.map((s) => [s.id, String(record.shift_preferences[s.id] ?? 0)])),
    allowed: Object.fromEntries(shiftTypes.map((s) => [s.id, !record.disallowed_shift_types.includes(s.id)])),
    available_weekdays: Object.fromEntries(WEEKDAYS.map((day) => [day, record.available_weekdays[day] ?? true])) as Record<
      Weekday,
      boolean
    >,
    min_consecutive_days: String(record.min_consecutive_days),
    max_consecutive_days: String(record.max_consecutive_days),
    min_consecutive_days_off: String(record.min_consecutive_days_off),
    reason: record.reason ?? '',
  };
}

/** docs/product/states.md: unticking sets the count to 0 and disallows; re-ticking allows again and makes a 0 a 1. */
export function setAllowed(form: PreferencesForm, shiftTypeId: string, allowed: boolean): PreferencesForm {
  const count = form.counts[shiftTypeId] ?? '0';
  const next = allowed ? (Number(count) === 0 ? '1' : count) : '0';
  return { ...form, allowed: { ...form.allowed, [shiftTypeId]: allowed }, counts: { ...form.counts, [shiftTypeId]: next } };
}

const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
/** The API's rule and words for a whole number in a range. */
const bounded = (value: string, { min, max }: { min: number; max: number }) => firstIssue(boundedInt(min, max), number(value));
/** The API says 'max_consecutive_days: Must be at least min_consecutive_days (N)'; the form names the field as its label does. */
const maxBelowMin = (min: number) => `Must be at least the minimum consecutive work days (${min})`;

/** Every rule of docs/product/validation.md: counts 0–31, consecutive days 1–7 / 1–14 (and max ≥ min), days off 1–7, reason ≤ 1000. */
export function validatePreferences(form: PreferencesForm): PreferenceErrors {
  const errors: Record<string, string | null> = {};
  for (const [id, count] of Object.entries(form.counts))
    errors[`count-${id}`] = form.allowed[id] ? bounded(count, LIMITS.monthlyPreference) : null;
  errors.min_consecutive_days = bounded(form.min_consecutive_days, LIMITS.minConsecutiveDays);
  errors.max_consecutive_days = bounded(form.max_consecutive_days, LIMITS.maxConsecutiveDays);
  if (
    !errors.min_consecutive_days &&
    !errors.max_consecutive_days &&
    number(form.max_consecutive_days) < number(form.min_consecutive_days)
  ) {
    errors.max_consecutive_days = maxBelowMin(number(form.min_consecutive_days));
  }
  errors.min_consecutive_days_off = bounded(form.min_consecutive_days_off, LIMITS.minConsecutiveDaysOff);
  errors.reason = form.reason.trim().length > REASON_MAX ? TEXT.maxChars(REASON_MAX) : null;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as PreferenceErrors;
}

/**
 * The whole set as the form has it. Shift types not shown (inactive ones) keep their stored
 * counts and disallowance: a sent map replaces the stored one. Weekly hours are admin-set only.
 */
function fullBody(form: PreferencesForm, stored: PreferenceValues): Required<Omit<PreferencesBody, 'max_weekly_hours'>> {
  const shown = Object.keys(form.counts);
  const hidden = (id: string) => !shown.includes(id);
  const counts = Object.entries(form.counts)
    .filter(([id]) => form.allowed[id])
    .map(([id, count]) => [id, number(count)] as const);
  return {
    shift_preferences: {
      ...Object.fromEntries(Object.entries(stored.shift_preferences).filter(([id]) => hidden(id))),
      ...Object.fromEntries(counts),
    },
    disallowed_shift_types: [...stored.disallowed_shift_types.filter(hidden), ...shown.filter((id) => !form.allowed[id])],
    available_weekdays: form.available_weekdays,
    min_consecutive_days: number(form.min_consecutive_days),
    max_consecutive_days: number(form.max_consecutive_days),
    min_consecutive_days_off: number(form.min_consecutive_days_off),
    reason: form.reason.trim() || null,
  };
}

/** Shown when Save is pressed with a field breaking a rule: the whole form waits for the fix. */
export const INVALID_FORM_TEXT = 'Nothing was saved: correct the marked fields first';

export type SavePlan = { kind: 'save'; body: PreferencesBody } | { kind: 'nothing'; text: string } | { kind: 'invalid'; text: string };

/**
 * What Save does: nothing while any field breaks a rule (a half-saved form would lose the rest
 * and can break the max ≥ min rule on the server); otherwise send the fields that change
 * something, or say 'No changes to save'.
 */
export function savePlan(form: PreferencesForm, stored: PreferenceValues): SavePlan {
  if (Object.keys(validatePreferences(form)).length > 0) return { kind: 'invalid', text: INVALID_FORM_TEXT };
  const body = fullBody(form, stored);
  const changed = Object.keys(preferenceChanges(stored, applyPreferences(stored, body))) as Field[];
  if (changed.length === 0) return { kind: 'nothing', text: PREFERENCES_TEXT.noChanges };
  return { kind: 'save', body: Object.fromEntries(changed.map((field) => [field, body[field as keyof typeof body]])) as PreferencesBody };
}

export type Comparison = 'more' | 'same' | 'less';

/** I Want against the Admin Requirement: green wants more, blue aligned, amber wants less (docs/product/screens-and-routes.md). */
export function compare(want: number, required: number): Comparison {
  return want > required ? 'more' : want < required ? 'less' : 'same';
}
