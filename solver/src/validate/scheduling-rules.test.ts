import { describe, expect, it } from 'vitest';
import type { RosterModel } from '../model/types.ts';
import { employee, rows, tinyModel } from '../testing/tiny.ts';
import { validate } from './validate.ts';

// The labour rules of docs/scheduling-rules.md, with the shifts of a care home: Early 06:00–14:00,
// Late 14:00–22:00, Night 22:00–06:00. Day 0 is a Monday unless a case says otherwise.
const shiftTypes = [
  { id: 'E', name: 'Early', startMinute: 6 * 60, durationMinutes: 480 },
  { id: 'L', name: 'Late', startMinute: 14 * 60, durationMinutes: 480 },
  { id: 'N', name: 'Night', startMinute: 22 * 60, durationMinutes: 480 },
];
const careHome = (overrides: Partial<RosterModel> = {}): RosterModel =>
  tinyModel({ shiftTypes, minRestMinutes: 11 * 60, employees: [employee('A')], ...overrides });
const rules = (model: RosterModel, line: string): string[] => validate(model, rows(model, line)).violations.map((v) => v.rule);

describe('minimum rest between shifts', () => {
  it('forbids Night → Early: the Night ends as the Early starts', () => {
    expect(rules(careHome(), 'NE-----')).toContain('rest_period');
  });

  it('forbids Late → Early: 8 hours of rest, 11 required', () => {
    expect(rules(careHome(), 'LE-----')).toContain('rest_period');
  });

  it('allows Late → Late and Night → day off → Early (24 h and more of rest)', () => {
    expect(rules(careHome(), 'LL-N-E-')).toEqual([]);
  });

  it('follows the organization setting: with 8 hours Late → Early is allowed', () => {
    expect(rules(careHome({ minRestMinutes: 8 * 60 }), 'LE-----')).toEqual([]);
  });

  it('counts the previous month’s last shift: a Night that ends on day 0 at 06:00 forbids an Early that day', () => {
    const nightBefore = careHome({ employees: [employee('A', { pastShifts: [{ startMinute: -120, durationMinutes: 480 }] })] });
    expect(rules(nightBefore, 'E------')).toContain('rest_period');
    expect(rules(nightBefore, 'L------')).toContain('rest_period');
    expect(rules(nightBefore, '-E-----')).toEqual([]);
  });
});

describe('maximum working hours per week', () => {
  const limited = (overrides: Parameters<typeof employee>[1] = {}, model: Partial<RosterModel> = {}): RosterModel =>
    careHome({ days: 14, ...model, employees: [employee('A', { maxWeeklyMinutes: 48 * 60, ...overrides })] });

  it('forbids a seventh 8-hour shift in a Monday–Sunday week (56 h, at most 48)', () => {
    expect(rules(limited(), 'LLLLLLL-------')).toContain('max_weekly_minutes');
  });

  it('allows 48 hours in each week, even on 12 consecutive days across the weeks', () => {
    expect(rules(limited(), '-LLLLLLLLLLLL-')).toEqual([]);
  });

  it('adds the previous month’s hours of the week the month starts in', () => {
    // Day 0 is a Wednesday: Monday and Tuesday of its week lie in the previous month.
    const pastMonTue = [
      { startMinute: -2 * 1440 + 14 * 60, durationMinutes: 480 },
      { startMinute: -1440 + 14 * 60, durationMinutes: 480 },
    ];
    expect(rules(limited({ pastShifts: pastMonTue }, { firstWeekday: 3 }), 'LLLLL---------')).toContain('max_weekly_minutes');
    expect(rules(limited({}, { firstWeekday: 3 }), 'LLLLL---------')).toEqual([]);
  });

  it('has no limit without one (the Curtois instances)', () => {
    expect(rules(careHome({ days: 7 }), 'LLLLLLL')).toEqual([]);
  });
});
