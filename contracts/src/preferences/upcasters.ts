import type { PreferenceValues } from './api.ts';
import type { AdminEditsPermissionChanged, PreferenceSetName, PreferencesChanged } from './events.ts';
import { renamed } from '../events/renamed.ts';

// Preferences events as version 1 recorded them, with the API body's snake_case names, and the
// steps to version 2. The renamings are spelled out here, once: today's API still names the
// fields as version 1 did, so contracts/src/preferences/wire.ts translates with the same names.

// Version 1 recorded the API's shape of the time.
type ValuesV1 = PreferenceValues;

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

/** The fields of a set (and the keys of a change of it), version 1's name → version 2's. */
export const PREFERENCE_NAMES_V2 = {
  shift_preferences: 'shiftPreferences',
  min_consecutive_days: 'minConsecutiveDays',
  max_consecutive_days: 'maxConsecutiveDays',
  min_consecutive_days_off: 'minConsecutiveDaysOff',
  disallowed_shift_types: 'disallowedShiftTypes',
  available_weekdays: 'availableWeekdays',
  max_weekly_hours: 'maxWeeklyHours',
} as const;
const valuesV2 = renamed(PREFERENCE_NAMES_V2);

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
