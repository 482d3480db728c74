import type { PreferenceSetName } from './events.ts';
import {
  DEFAULT_PREFERENCES,
  type MonthlyRange,
  type PreferenceHistoryEntry,
  type PreferenceRecord,
  type PreferencesSummary,
  type PreferenceValues,
} from './api.ts';
import { employeesNeededOn, type ShiftRequirement } from '../shift-types/api.ts';

// The preferences read models (projections/src/preferences writes them, the query API and the
// solver read them) and what is computed from them when read.

/** One document per member who has preferences, by member id. */
export const PREFERENCES_TABLE = 'preferences';
/** One document per change of a preferences stream, by event id. */
export const PREFERENCE_HISTORY_TABLE = 'preference_history';

export interface StoredPreferenceSet extends PreferenceValues {
  updated_at: string;
  effective_from: string;
}

export interface MemberPreferencesRecord {
  id: string;
  organization_id: string;
  member_id: string;
  /** Null while the set was never saved: its defaults stand. */
  employee_requested: StoredPreferenceSet | null;
  admin_set: StoredPreferenceSet | null;
  allow_admin_edits: boolean;
  [key: string]: unknown;
}

/** The name of whoever made a change is made when read, in the organization's format. */
export interface PreferenceHistoryRecord extends Omit<PreferenceHistoryEntry, 'changed_by_name'> {
  organization_id: string;
  /** Position in the member's stream: orders changes made within one millisecond. */
  revision: number;
  [key: string]: unknown;
}

/** One set with every field, its defaults where it was never saved. */
export function preferenceRecord(row: MemberPreferencesRecord | null, memberId: string, set: PreferenceSetName): PreferenceRecord {
  const stored = row?.[set] ?? null;
  // Sets saved before a field existed lack it: the defaults fill it in.
  const { updated_at, effective_from, ...values } = { ...DEFAULT_PREFERENCES, updated_at: null, effective_from: null, ...stored };
  return {
    id: stored ? `${memberId}:${set}` : null,
    member_id: memberId,
    preference_set: set,
    is_active: stored !== null,
    ...values,
    updated_at,
    effective_from,
    allow_admin_edits: row?.allow_admin_edits ?? true,
  };
}

export function preferencesSummary(row: MemberPreferencesRecord | null, memberId: string): PreferencesSummary {
  return {
    employee_requested: preferenceRecord(row, memberId, 'employee_requested'),
    admin_set: preferenceRecord(row, memberId, 'admin_set'),
  };
}

/**
 * The month requirement estimate (docs/product/limits.md#preferences) of one shift type: a single all-days need counts 30 (low)
 * to 31 (high) days; day-specific needs count each weekday 4 to 5 times a month, a weekday
 * without its own entry taking the all-days need.
 */
export function monthlyRequirement(requirements: readonly ShiftRequirement[]): MonthlyRange {
  // Holidays are few and vary by month: the estimate counts the weekdays' needs.
  if (requirements.every((requirement) => requirement.day_of_week === null || requirement.day_of_week === 'holiday')) {
    const needed = requirements.find((requirement) => requirement.day_of_week === null)?.employees_needed ?? 0;
    return { low: needed * 30, high: needed * 31 };
  }
  const weekly = [0, 1, 2, 3, 4, 5, 6].reduce((sum, weekday) => sum + employeesNeededOn(requirements, weekday), 0);
  return { low: weekly * 4, high: weekly * 5 };
}

/** What the solver plans one employee with (contracts/src/solver/input.ts, minus id, name, vacations). */
export interface EffectivePreferences {
  available_weekdays: PreferenceValues['available_weekdays'];
  disallowed_shift_types: string[];
  /** The employee's own disallowed shift types the admin-set rules leave available: "cannot", overruled only where needed. */
  cannot_shift_types: string[];
  min_consecutive_days: number;
  max_consecutive_days: number;
  min_consecutive_days_off: number;
  /** The admin-set weekly hours (0 = none); null = the organization's. */
  max_weekly_hours: number | null;
  admin_set: { shift_preferences: Record<string, number> } | null;
  employee_requested: { shift_preferences: Record<string, number> } | null;
}

/**
 * The rules an employee is scheduled by. The admin-set set is the binding 'Admin Requirement'
 * (docs/product/roles-and-permissions.md): once an admin saved one, its availability, disallowed shift types and consecutive-day
 * rules apply; until then the employee's own, else the defaults. Desired counts keep both sources,
 * which the solver weighs differently (admin-set: the baseline; employee-requested: extra shifts).
 * A shift type the employee says they cannot work and the admin leaves available is the admin's
 * call, never silent: it stays a strong preference (`cannot_shift_types`).
 */
export function effectivePreferences(row: MemberPreferencesRecord | null): EffectivePreferences {
  const rules = row?.admin_set ?? row?.employee_requested ?? DEFAULT_PREFERENCES;
  const counts = (set: PreferenceSetName) => (row?.[set] ? { shift_preferences: row[set].shift_preferences } : null);
  const cannot = row?.employee_requested?.disallowed_shift_types ?? [];
  return {
    available_weekdays: rules.available_weekdays,
    disallowed_shift_types: rules.disallowed_shift_types,
    cannot_shift_types: cannot.filter((id) => !rules.disallowed_shift_types.includes(id)),
    min_consecutive_days: rules.min_consecutive_days,
    max_consecutive_days: rules.max_consecutive_days,
    min_consecutive_days_off: rules.min_consecutive_days_off,
    max_weekly_hours: row?.admin_set?.max_weekly_hours ?? null,
    admin_set: counts('admin_set'),
    employee_requested: counts('employee_requested'),
  };
}
