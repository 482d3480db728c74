import { describe, it } from 'vitest';
import { expectUpcast } from '../testing/upcast.ts';

describe('preferences events of version 1', () => {
  it('PreferencesChanged reads the set, its fields and the changed ones in camelCase, and keeps ids and weekdays', () => {
    const week = { '0': false, '1': true, '2': true, '3': true, '4': true, '5': true, '6': false };
    const ref = { organizationId: '7', memberId: 'm1', by: 'admin', updatedAt: '2026-11-02T09:00:00.000Z', effectiveFrom: '2026-11-02' };
    const v1 = {
      ...ref,
      preference_set: 'admin_set',
      preferences: {
        shift_preferences: { s1: 6 },
        min_consecutive_days: 1,
        max_consecutive_days: 5,
        min_consecutive_days_off: 1,
        disallowed_shift_types: ['s2'],
        available_weekdays: week,
        reason: null,
      },
      changes: { shift_preferences: { from: {}, to: { s1: 6 } } },
    };
    expectUpcast('PreferencesChanged', 1, v1, 2, {
      ...ref,
      preferenceSet: 'admin_set',
      preferences: {
        shiftPreferences: { s1: 6 },
        minConsecutiveDays: 1,
        maxConsecutiveDays: 5,
        minConsecutiveDaysOff: 1,
        disallowedShiftTypes: ['s2'],
        availableWeekdays: week,
        reason: null,
      },
      changes: { shiftPreferences: { from: {}, to: { s1: 6 } } },
    });
  });

  it('AdminEditsPermissionChanged reads the toggle in camelCase', () => {
    const ref = { organizationId: '7', memberId: 'm1', changedAt: '2026-11-03T09:00:00.000Z' };
    expectUpcast('AdminEditsPermissionChanged', 1, { ...ref, allow_admin_edits: false }, 2, { ...ref, allowAdminEdits: false });
  });
});
