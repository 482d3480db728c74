import { preferenceValuesOf, type PreferencesEvent, type StoredPreferenceSet } from '@rostra/contracts';

export interface PreferencesState {
  /** Null while never saved: the defaults stand. */
  employee_requested: StoredPreferenceSet | null;
  admin_set: StoredPreferenceSet | null;
  /** The employee's toggle (docs/product/states.md); admins may edit the requested set while it is on. */
  allowAdminEdits: boolean;
}

export const initialPreferencesState: PreferencesState = { employee_requested: null, admin_set: null, allowAdminEdits: true };

export const preferencesStream = (organizationId: string, memberId: string) => `preferences-${organizationId}-${memberId}`;

export function evolvePreferences(state: PreferencesState, event: PreferencesEvent): PreferencesState {
  switch (event.type) {
    case 'PreferencesChanged': {
      const { preferenceSet, preferences, updatedAt, effectiveFrom } = event.data;
      return { ...state, [preferenceSet]: { ...preferenceValuesOf(preferences), updated_at: updatedAt, effective_from: effectiveFrom } };
    }
    case 'AdminEditsPermissionChanged':
      return { ...state, allowAdminEdits: event.data.allowAdminEdits };
  }
}
