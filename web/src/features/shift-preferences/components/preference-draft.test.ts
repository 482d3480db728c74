import { DEFAULT_PREFERENCES } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, compare, draftOf, isChanged, rangeText, requestedComparison, setAvailable, totalsConflict } from './preference-draft.ts';

const stored = { ...DEFAULT_PREFERENCES, shift_preferences: { day: 4 } };

describe('admin-set preference drafts (docs/product/states.md, docs/product/validation.md)', () => {
  it('unticking Available zeroes the count and disallows; re-ticking allows with 1 when it was 0', () => {
    const off = setAvailable(draftOf(stored, ['day', 'night']), 'day', false);
    expect(off.counts.day).toBe('0');
    expect(off.disallowed).toEqual(['day']);
    const on = setAvailable(off, 'day', true);
    expect(on).toMatchObject({ counts: { day: '1' }, disallowed: [] });
    expect(setAvailable({ ...on, counts: { day: '5' } }, 'day', true).counts.day).toBe('5');
  });

  it('checks the limits and max ≥ min with the contract texts', () => {
    const draft = draftOf(stored, ['day']);
    expect(bodyOf({ ...draft, counts: { day: '32' } })).toEqual({
      problem: 'shift_preferences.day: Must be a whole number between 0 and 31',
    });
    expect(bodyOf({ ...draft, min_consecutive_days: '5', max_consecutive_days: '3' })).toEqual({
      problem: 'max_consecutive_days: Must be at least min_consecutive_days (5)',
    });
    expect(bodyOf(draft)).toMatchObject({ body: { shift_preferences: { day: 4 }, max_consecutive_days: 7 } });
  });

  it('knows a draft that changes nothing', () => {
    const draft = draftOf(stored, ['day', 'night']);
    expect(isChanged(draft, stored)).toBe(false);
    expect(isChanged({ ...draft, counts: { ...draft.counts, night: '2' } }, stored)).toBe(true);
  });

  it("calls an employee's cannot-work a conflict where the saved Admin Requirement leaves the shift type available", () => {
    const requested = { disallowed_shift_types: ['night'], shift_preferences: { day: 3 } };
    const admin = draftOf({ ...DEFAULT_PREFERENCES, shift_preferences: { day: 3, night: 1 } }, ['day', 'night']);
    expect(requestedComparison(requested, admin, true, 'night')).toEqual({ value: 'cannot work', comparison: 'conflict' });
    expect(requestedComparison(requested, admin, true, 'day')).toEqual({ value: '3', comparison: 'aligned' });
    // Both say no, or no Admin Requirement saved (the employee's own rules bind): aligned.
    expect(requestedComparison(requested, setAvailable(admin, 'night', false), true, 'night')).toEqual({
      value: 'not available',
      comparison: 'aligned',
    });
    expect(requestedComparison(requested, admin, false, 'night')).toEqual({ value: 'not available', comparison: 'aligned' });
  });

  it('compares, ranges and conflicts', () => {
    expect([compare(5, 3), compare(3, 3), compare(1, 3)]).toEqual(['more', 'aligned', 'less']);
    expect(rangeText({ low: 30, high: 31 })).toBe('30–31');
    expect(rangeText({ low: 20, high: 20 })).toBe('20');
    expect(totalsConflict('Day', 10, { low: 30, high: 31 })).toMatch(
      /fewer than the month needs \(30–31\)\. Employees will get more shifts than set where they are needed/,
    );
    expect(totalsConflict('Day', 40, { low: 30, high: 31 })).toMatch(
      /more than the month needs \(30–31\)\. Nobody is scheduled where nobody is needed, so some employees will get fewer shifts than set/,
    );
    expect(totalsConflict('Day', 30, { low: 30, high: 31 })).toBeNull();
  });
});
