// Events of `preferences-{organizationId}-{memberId}`: the scheduling preferences of one
// schedulable member. Two sets live there: what the employee requested and what an admin set
// (the baseline the solver plans with), plus the employee's permission for admin edits.
// The actor is in the metadata; `by` says whether the employee or an admin made the change, so the
// audit trail shows preferences changed on someone's behalf without a lookup.

export type PreferenceSetName = 'employee_requested' | 'admin_set';
export type Weekday = '0' | '1' | '2' | '3' | '4' | '5' | '6';

/**
 * One set of preferences as events record it (the API's PreferenceValues, in
 * contracts/src/preferences/api.ts, the translation both ways in wire.ts). Keys inside the maps are values
 * (shift type ids, weekdays 0–6), not names, and stay as they are.
 */
export interface PreferenceValuesData {
  shiftPreferences: Record<string, number>;
  minConsecutiveDays: number;
  maxConsecutiveDays: number;
  minConsecutiveDaysOff: number;
  disallowedShiftTypes: string[];
  availableWeekdays: Record<Weekday, boolean>;
  /** Absent from sets saved before it existed (canonicalPreferences reads that as null). */
  maxWeeklyHours: number | null;
  reason: string | null;
}

/** What a change did to each field it touched. */
export type PreferenceChangesData = Partial<{
  [F in keyof PreferenceValuesData]: { from: PreferenceValuesData[F]; to: PreferenceValuesData[F] };
}>;

export interface PreferencesChanged {
  type: 'PreferencesChanged';
  data: {
    organizationId: string;
    memberId: string;
    preferenceSet: PreferenceSetName;
    by: 'employee' | 'admin';
    /** The whole set after the change. */
    preferences: PreferenceValuesData;
    changes: PreferenceChangesData;
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

/** Version 2 renamed the API's snake_case fields to camelCase (preferences-upcasters.ts reads version 1). */
export const PREFERENCES_EVENT_VERSIONS = {
  PreferencesChanged: 2,
  AdminEditsPermissionChanged: 2,
} as const satisfies Record<PreferencesEvent['type'], number>;
