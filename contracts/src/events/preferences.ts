// Events of `preferences-{organizationId}-{memberId}`: the scheduling preferences of one
// schedulable member. Two sets live there: what the employee requested and what an admin set
// (the baseline the solver plans with), plus the employee's permission for admin edits.
// The actor is in the metadata; `by` says whether the employee or an admin made the change, so the
// audit trail shows preferences changed on someone's behalf without a lookup.

export type PreferenceSetName = 'employee_requested' | 'admin_set';
export type Weekday = '0' | '1' | '2' | '3' | '4' | '5' | '6';

/** One set of preferences, always complete and canonical (see contracts/src/preferences.ts). */
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

export interface PreferencesChanged {
  type: 'PreferencesChanged';
  data: {
    organizationId: string;
    memberId: string;
    preference_set: PreferenceSetName;
    by: 'employee' | 'admin';
    /** The whole set after the change. */
    preferences: PreferenceValues;
    changes: PreferenceChanges;
    updatedAt: string;
    /** The organization's calendar date on which the change took effect. */
    effectiveFrom: string;
  };
}

/** The employee allows or forbids admins to edit their employee-requested set. */
export interface AdminEditsPermissionChanged {
  type: 'AdminEditsPermissionChanged';
  data: { organizationId: string; memberId: string; allowAdminEdits: boolean; changedAt: string };
}

export type PreferencesEvent = PreferencesChanged | AdminEditsPermissionChanged;

/** AdminEditsPermissionChanged 2 renamed allow_admin_edits to camelCase (preferences-upcasters.ts reads version 1). */
export const PREFERENCES_EVENT_VERSIONS = {
  PreferencesChanged: 1,
  AdminEditsPermissionChanged: 2,
} as const satisfies Record<PreferencesEvent['type'], number>;
