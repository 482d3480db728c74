// What other slices read of preferences (docs/architecture.md#slices): a member's preferences stream and its fold.
export { evolvePreferences, initialPreferencesState, preferencesStream, type PreferencesState } from './preferences.ts';
