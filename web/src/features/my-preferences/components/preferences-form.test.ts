import type { PreferenceRecord } from '@rostra/contracts';
import { DEFAULT_PREFERENCES } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { aShiftType } from '@/test/shift-types.ts';
import { compare, formOf, savePlan, setAllowed, validatePreferences, valuesOf } from './preferences-form.ts';

const SHOWN = [aShiftType({ id: 'early', name: 'early' }), aShiftType({ id: 'late', name: 'late' })];
const record = (changes: Partial<PreferenceRecord> = {}): PreferenceRecord => ({
  ...DEFAULT_PREFERENCES,
  id: 'm1:employee_requested',
  member_id: 'm1',
  preference_set: 'employee_requested',
  is_active: true,
  updated_at: null,
  effective_from: null,
  allow_admin_edits: true,
  ...changes,
});

describe('My Preferences as a form', () => {
  it('disallowing zeroes the count; allowing again makes a 0 a 1 and keeps any other count (docs/product/states.md)', () => {
    const form = formOf(record({ shift_preferences: { early: 5 } }), SHOWN);
    const off = setAllowed(form, 'early', false);
    expect(off).toMatchObject({ allowed: { early: false }, counts: { early: '0' } });
    expect(setAllowed(off, 'early', true).counts.early).toBe('1');
    expect(setAllowed(form, 'early', true).counts.early).toBe('5');
  });

  it('keeps counts within 0–31 and the constraints within their limits (docs/product/validation.md#preferences), the maximum not below the minimum', () => {
    const form = formOf(record(), SHOWN);
    expect(validatePreferences({ ...form, counts: { early: '32', late: '' } })).toEqual({
      'count-early': 'Must be a whole number between 0 and 31',
      'count-late': 'Must be a whole number between 0 and 31',
    });
    expect(validatePreferences({ ...form, min_consecutive_days: '8', max_consecutive_days: '15', min_consecutive_days_off: '0' })).toEqual({
      min_consecutive_days: 'Must be a whole number between 1 and 7',
      max_consecutive_days: 'Must be a whole number between 1 and 14',
      min_consecutive_days_off: 'Must be a whole number between 1 and 7',
    });
    expect(validatePreferences({ ...form, min_consecutive_days: '5', max_consecutive_days: '3' })).toEqual({
      max_consecutive_days: 'Must be at least the minimum consecutive work days (5)',
    });
    expect(validatePreferences({ ...form, reason: 'x'.repeat(1001) })).toEqual({ reason: 'Must be no more than 1000 characters' });
    // A disallowed shift type's count is not checked: it is 0 and disabled.
    expect(validatePreferences({ ...form, allowed: { early: false, late: true }, counts: { early: '99', late: '2' } })).toEqual({});
  });

  it('says there is nothing to save when nothing changed, and saves nothing while any field breaks a rule', () => {
    const stored = record({ shift_preferences: { early: 4 } });
    const form = formOf(stored, SHOWN);
    expect(savePlan(form, valuesOf(stored))).toEqual({ kind: 'nothing', text: 'No changes to save' });
    const invalid = { kind: 'invalid', text: 'Nothing was saved: correct the marked fields first' };
    expect(savePlan({ ...form, min_consecutive_days: '9' }, valuesOf(stored))).toEqual(invalid);
    // A valid change next to an invalid one is not sent alone (it would be lost on the next load).
    expect(
      savePlan(
        { ...form, counts: { early: '32', late: '0' }, available_weekdays: { ...form.available_weekdays, 0: false } },
        valuesOf(stored),
      ),
    ).toEqual(invalid);
    expect(savePlan({ ...form, min_consecutive_days: '5', max_consecutive_days: '3' }, valuesOf(stored))).toEqual(invalid);
  });

  it('sends only the fields that change, keeping the counts and disallowance of shift types not shown', () => {
    const stored = record({ shift_preferences: { early: 4, retired: 3 }, disallowed_shift_types: ['old'] });
    const form = setAllowed({ ...formOf(stored, SHOWN), counts: { early: '4', late: '6' }, min_consecutive_days_off: '2' }, 'early', false);
    expect(savePlan({ ...form, available_weekdays: { ...form.available_weekdays, 0: false } }, valuesOf(stored))).toEqual({
      kind: 'save',
      body: {
        shift_preferences: { retired: 3, late: 6 },
        disallowed_shift_types: ['old', 'early'],
        available_weekdays: { 0: false, 1: true, 2: true, 3: true, 4: true, 5: true, 6: true },
        min_consecutive_days_off: 2,
      },
    });
  });

  it('compares what I want with the admin requirement', () => {
    expect([compare(5, 3), compare(3, 3), compare(1, 3)]).toEqual(['more', 'same', 'less']);
  });
});
