import {
  preferenceData,
  applyPreferences,
  canonicalPreferences,
  DEFAULT_PREFERENCES,
  preferenceChanges,
  PREFERENCES_TEXT,
  preferencesProblem,
  type PreferenceSetName,
  type PreferencesBody,
  type PreferencesEvent,
} from '@rostra/contracts';
import { badRequest, forbidden, notFound, type Decider } from '@rostra/platform';
import { evolvePreferences, initialPreferencesState, type PreferencesState } from './preferences.ts';

/** Facts every command carries: whose preferences, whether they are schedulable (membership log), who acts. */
interface Subject {
  organizationId: string;
  memberId: string;
  /** docs/product/states.md: an active user or a pending invitation flagged as employee, per the membership stream. */
  schedulable: boolean;
  /** The employee acting on their own preferences, or an admin on someone's behalf. */
  by: 'employee' | 'admin';
  now: string;
}

export type PreferencesCommand =
  | (Subject & { type: 'SavePreferences'; set: PreferenceSetName; body: PreferencesBody; today: string })
  | (Subject & { type: 'SetAllowAdminEdits'; allow: boolean });

function requireSchedulable(command: Subject): void {
  if (command.schedulable) return;
  throw command.by === 'employee' ? forbidden(PREFERENCES_TEXT.onlyEmployees) : notFound(PREFERENCES_TEXT.employeeNotFound);
}

function save(command: Extract<PreferencesCommand, { type: 'SavePreferences' }>, state: PreferencesState): PreferencesEvent[] {
  requireSchedulable(command);
  const { organizationId, memberId, set, by, body, now, today } = command;
  if (set === 'employee_requested' && by === 'admin' && !state.allowAdminEdits) throw forbidden(PREFERENCES_TEXT.adminEditsNotAllowed);
  if (set === 'employee_requested' && body.max_weekly_hours !== undefined) throw badRequest(PREFERENCES_TEXT.weeklyHoursAdminOnly);
  const before = canonicalPreferences(state[set] ?? DEFAULT_PREFERENCES);
  const after = applyPreferences(before, body);
  const problem = preferencesProblem(after);
  if (problem) throw badRequest(problem);
  const changes = preferenceChanges(before, after);
  if (Object.keys(changes).length === 0) throw badRequest(PREFERENCES_TEXT.noChanges);
  return [
    {
      type: 'PreferencesChanged',
      data: {
        organizationId,
        memberId,
        preferenceSet: set,
        by,
        preferences: preferenceData(after),
        changes: preferenceData(changes),
        updatedAt: now,
        effectiveFrom: today,
      },
    },
  ];
}

/** One member's preferences, decided on `preferences-{organizationId}-{memberId}`. */
export const preferencesDecider: Decider<PreferencesCommand, PreferencesState, PreferencesEvent> = {
  initialState: initialPreferencesState,
  evolve: evolvePreferences,
  decide(command, state) {
    switch (command.type) {
      case 'SavePreferences':
        return save(command, state);
      case 'SetAllowAdminEdits': {
        requireSchedulable(command);
        // Setting the toggle to what it is changes nothing: no event, no error.
        if (command.allow === state.allowAdminEdits) return [];
        const { organizationId, memberId, allow, now } = command;
        return [{ type: 'AdminEditsPermissionChanged', data: { organizationId, memberId, allowAdminEdits: allow, changedAt: now } }];
      }
    }
  },
};
