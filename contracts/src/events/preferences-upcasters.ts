import type { AdminEditsPermissionChanged, PreferenceSetName, PreferencesChanged, Weekday } from './preferences.ts';
import { renamed } from './renamed.ts';

// Preferences events as version 1 recorded them, with the API body's snake_case names, and the
// steps to version 2. They name version 1's fields themselves, not through the API's types, so a
// later change of the API cannot change how old events read.

interface ValuesV1 {
  shift_preferences: Record<string, number>;
  min_consecutive_days: number;
  max_consecutive_days: number;
  min_consecutive_days_off: number;
  disallowed_shift_types: string[];
  available_weekdays: Record<Weekday, boolean>;
  max_weekly_hours: number | null;
  reason: string | null;
}

export interface PreferencesChangedV1 {
  data: {
    organizationId: string;
    memberId: string;
    preference_set: PreferenceSetName;
    by: 'employee' | 'admin';
    preferences: ValuesV1;
    changes: Partial<{ [F in keyof ValuesV1]: { from: ValuesV1[F]; to: ValuesV1[F] } }>;
    updatedAt: string;
    effectiveFrom: string;
  };
}

export interface AdminEditsPermissionChangedV1 {
  data: { organizationId: string; memberId: string; allow_admin_edits: boolean; changedAt: string };
}

/** The fields of a set, and the keys of a change of it. */
const valuesV2 = renamed({
  shift_preferences: 'shiftPreferences',
  min_consecutive_days: 'minConsecutiveDays',
  max_consecutive_days: 'maxConsecutiveDays',
  min_consecutive_days_off: 'minConsecutiveDaysOff',
  disallowed_shift_types: 'disallowedShiftTypes',
  available_weekdays: 'availableWeekdays',
  max_weekly_hours: 'maxWeeklyHours',
});

export function preferencesChangedV1ToV2({
  preference_set,
  preferences,
  changes,
  ...rest
}: PreferencesChangedV1['data']): PreferencesChanged['data'] {
  return { ...rest, preferenceSet: preference_set, preferences: valuesV2(preferences), changes: valuesV2(changes) };
}

export const adminEditsPermissionChangedV1ToV2: (data: AdminEditsPermissionChangedV1['data']) => AdminEditsPermissionChanged['data'] =
  renamed({
    allow_admin_edits: 'allowAdminEdits',
  });
