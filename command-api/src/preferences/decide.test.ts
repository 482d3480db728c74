import {
  DEFAULT_PREFERENCES,
  preferenceData,
  PREFERENCES_TEXT,
  preferenceValuesOf,
  type PreferenceChanges,
  type PreferencesEvent,
  type PreferenceValues,
  type PreferenceValuesData,
} from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, expect, it } from 'vitest';
import { preferencesDecider, type PreferencesCommand } from './decide.ts';

const subject = { organizationId: '7', memberId: 'm1', schedulable: true, now: '2026-11-02T08:00:00.000Z' } as const;
const save = (body: object, extra: Partial<PreferencesCommand> = {}): PreferencesCommand =>
  ({
    type: 'SavePreferences',
    ...subject,
    by: 'employee',
    set: 'employee_requested',
    today: '2026-11-02',
    body,
    ...extra,
  }) as PreferencesCommand;
// Written in the API's terms, recorded as the event names them.
const changed = (preferences: Partial<PreferenceValues>, changes: PreferenceChanges = {}): PreferencesEvent => ({
  type: 'PreferencesChanged',
  data: {
    organizationId: '7',
    memberId: 'm1',
    preferenceSet: 'employee_requested',
    by: 'employee',
    preferences: preferenceData({ ...DEFAULT_PREFERENCES, ...preferences }),
    changes: preferenceData(changes),
    updatedAt: subject.now,
    effectiveFrom: '2026-11-02',
  },
});
/** What a decided PreferencesChanged records, in the API's terms. */
const recorded = (event: PreferencesEvent | undefined) => {
  if (event?.type !== 'PreferencesChanged') throw new Error(`expected PreferencesChanged, got ${event?.type}`);
  const { preferenceSet, preferences, changes, by } = event.data;
  return { preference_set: preferenceSet, by, preferences: preferenceValuesOf(preferences), changes: preferenceValuesOf(changes) };
};
const forbidAdminEdits: PreferencesEvent = {
  type: 'AdminEditsPermissionChanged',
  data: { organizationId: '7', memberId: 'm1', allowAdminEdits: false, changedAt: subject.now },
};

describe('saving preferences', () => {
  it('records the whole set after the change, and each changed field from → to', () => {
    given(preferencesDecider)
      .when(save({ shift_preferences: { s1: 4 }, max_consecutive_days: 5, reason: 'School run' }))
      .then([
        changed(
          { shift_preferences: { s1: 4 }, max_consecutive_days: 5, reason: 'School run' },
          {
            shift_preferences: { from: {}, to: { s1: 4 } },
            max_consecutive_days: { from: 7, to: 5 },
            reason: { from: null, to: 'School run' },
          },
        ),
      ]);
  });

  it('keeps the fields a save leaves out, and replaces the maps it sends', () => {
    const week = { ...DEFAULT_PREFERENCES.available_weekdays, 6: false };
    const [event] = given(preferencesDecider, [
      changed({ shift_preferences: { s1: 4, s2: 2 }, min_consecutive_days: 2, available_weekdays: week }),
    ])
      .when(save({ shift_preferences: { s2: 3 } }))
      .events();
    expect(recorded(event).preferences).toEqual({
      ...DEFAULT_PREFERENCES,
      shift_preferences: { s2: 3 },
      min_consecutive_days: 2,
      available_weekdays: week,
    });
    const [next] = given(preferencesDecider, [changed({ available_weekdays: week })])
      .when(save({ available_weekdays: { 0: false } }))
      .events();
    expect(recorded(next).preferences.available_weekdays).toEqual({
      ...DEFAULT_PREFERENCES.available_weekdays,
      0: false,
    });
  });

  it('zeroes the count of a disallowed shift type', () => {
    const [event] = given(preferencesDecider)
      .when(save({ shift_preferences: { s1: 4, s2: 2 }, disallowed_shift_types: ['s2', 's2'] }))
      .events();
    expect(recorded(event).preferences).toMatchObject({
      shift_preferences: { s1: 4 },
      disallowed_shift_types: ['s2'],
    });
  });

  it('refuses a save that changes nothing', () => {
    given(preferencesDecider)
      .when(save({ min_consecutive_days: 1, shift_preferences: { s1: 0 } }))
      .thenFails('validation', PREFERENCES_TEXT.noChanges);
    given(preferencesDecider, [changed({ reason: 'x' })])
      .when(save({ reason: 'x' }))
      .thenFails('validation', PREFERENCES_TEXT.noChanges);
  });

  it('refuses a maximum of consecutive days below the minimum, also against the stored minimum', () => {
    given(preferencesDecider)
      .when(save({ min_consecutive_days: 5, max_consecutive_days: 4 }))
      .thenFails('validation', PREFERENCES_TEXT.maxBelowMin(5));
    given(preferencesDecider, [changed({ min_consecutive_days: 6 })])
      .when(save({ max_consecutive_days: 3 }))
      .thenFails('validation', PREFERENCES_TEXT.maxBelowMin(6));
  });

  it('sets an employee’s weekly hours in the admin-set preferences only (null: the organization’s)', () => {
    const admin = { set: 'admin_set', by: 'admin' } as const;
    const [event] = given(preferencesDecider)
      .when(save({ max_weekly_hours: 40 }, admin))
      .events();
    expect(recorded(event)).toMatchObject({ preferences: { max_weekly_hours: 40 }, changes: { max_weekly_hours: { from: null, to: 40 } } });
    given(preferencesDecider)
      .when(save({ max_weekly_hours: 40 }))
      .thenFails('validation', PREFERENCES_TEXT.weeklyHoursAdminOnly);
    given(preferencesDecider)
      .when(save({ max_weekly_hours: 40 }, { by: 'admin' }))
      .thenFails('validation', PREFERENCES_TEXT.weeklyHoursAdminOnly);
  });

  it('reads a set saved before weekly hours existed as without them: a later save records only its own change', () => {
    const { max_weekly_hours: _none, ...older } = DEFAULT_PREFERENCES;
    const before: PreferencesEvent = {
      type: 'PreferencesChanged',
      data: {
        organizationId: '7',
        memberId: 'm1',
        preferenceSet: 'admin_set',
        by: 'admin',
        preferences: preferenceData(older) as PreferenceValuesData,
        changes: {},
        updatedAt: subject.now,
        effectiveFrom: '2026-11-02',
      },
    };
    const [event] = given(preferencesDecider, [before])
      .when(save({ max_consecutive_days: 5 }, { set: 'admin_set', by: 'admin' }))
      .events();
    expect(recorded(event).changes).toEqual({ max_consecutive_days: { from: 7, to: 5 } });
  });

  it('keeps the admin-set and the requested set apart', () => {
    const [event] = given(preferencesDecider, [changed({ shift_preferences: { s1: 4 } })])
      .when(save({ shift_preferences: { s1: 8 } }, { set: 'admin_set', by: 'admin' }))
      .events();
    expect(recorded(event)).toMatchObject({
      preference_set: 'admin_set',
      by: 'admin',
      changes: { shift_preferences: { from: {}, to: { s1: 8 } } },
    });
  });

  it('lets an admin edit the requested set while the employee allows it, and refuses once they forbid it', () => {
    expect(
      given(preferencesDecider)
        .when(save({ reason: 'by admin' }, { by: 'admin' }))
        .events(),
    ).toHaveLength(1);
    given(preferencesDecider, [forbidAdminEdits])
      .when(save({ reason: 'by admin' }, { by: 'admin' }))
      .thenFails('forbidden', PREFERENCES_TEXT.adminEditsNotAllowed);
    expect(
      given(preferencesDecider, [forbidAdminEdits])
        .when(save({ reason: 'x' }, { by: 'admin', set: 'admin_set' }))
        .events(),
    ).toHaveLength(1);
  });

  it('refuses members who are not schedulable: the employee themself 403, a named employee 404', () => {
    given(preferencesDecider)
      .when(save({ reason: 'x' }, { schedulable: false }))
      .thenFails('forbidden', PREFERENCES_TEXT.onlyEmployees);
    given(preferencesDecider)
      .when(save({ reason: 'x' }, { schedulable: false, by: 'admin' }))
      .thenFails('not_found', PREFERENCES_TEXT.employeeNotFound);
  });
});

describe('the admin-edit permission', () => {
  const toggle = (allow: boolean): PreferencesCommand => ({ type: 'SetAllowAdminEdits', ...subject, by: 'employee', allow });

  it('records a change of the toggle', () => {
    given(preferencesDecider).when(toggle(false)).then([forbidAdminEdits]);
  });

  it('appends nothing when the toggle already says so', () => {
    given(preferencesDecider).when(toggle(true)).then([]);
    given(preferencesDecider, [forbidAdminEdits]).when(toggle(false)).then([]);
  });
});
