import { describe, expect, it } from 'vitest';
import { aRuleMember as member } from '../testing/rule-member.ts';
import { assignmentViolations, monthViolations, type RuleInput } from './check.ts';

// December 2026: the 1st is a Tuesday, the 7th a Monday.
const input = (fields: Partial<RuleInput> = {}): RuleInput => ({
  min_rest_hours: 11,
  max_weekly_hours: 48,
  shift_types: [
    { id: 'E', name: 'Early', start_time: '06:00', duration_hours: 8 },
    { id: 'L', name: 'Late', start_time: '14:00', duration_hours: 8 },
    { id: 'N', name: 'Night', start_time: '22:00', duration_hours: 8 },
  ],
  members: [member('a'), member('b')],
  apart: [],
  history: [],
  ...fields,
});
const on = (date: string, shift_type_id: string, member_id = 'a') => ({ date, shift_type_id, member_id });
const rulesOf = (violations: { rule: string }[]) => violations.map((violation) => violation.rule);

describe('the hard rules of a hand-edited month', () => {
  it('allows a shift that breaks nothing', () => {
    expect(assignmentViolations(input(), [on('2026-12-01', 'L')], on('2026-12-02', 'L'))).toEqual([]);
  });

  it('allows one shift a day', () => {
    expect(assignmentViolations(input(), [on('2026-12-01', 'E')], on('2026-12-01', 'N'))).toContainEqual({
      rule: 'one_shift_a_day',
      member_id: 'a',
      date: '2026-12-01',
      detail: 'A would work 2 shifts on 2026-12-01, at most one a day',
    });
  });

  it('keeps the minimum rest, also after the previous month’s last shift', () => {
    expect(assignmentViolations(input(), [on('2026-12-01', 'L')], on('2026-12-02', 'E'))).toEqual([
      {
        rule: 'rest',
        member_id: 'a',
        date: '2026-12-02',
        detail: 'A: 8 h of rest between Late 14:00–22:00 on 2026-12-01 and Early 06:00–14:00 on 2026-12-02, at least 11 h',
      },
    ]);
    expect(assignmentViolations(input({ min_rest_hours: 8 }), [on('2026-12-01', 'L')], on('2026-12-02', 'E'))).toEqual([]);
    const night = input({ history: [{ member_id: 'a', date: '2026-11-30', start_time: '22:00', duration_hours: 8 }] });
    expect(rulesOf(assignmentViolations(night, [], on('2026-12-01', 'E')))).toEqual(['rest']);
  });

  it('keeps the weekly hours, the member’s own limit before the organization’s', () => {
    const week = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12'].map((date) => on(date, 'L'));
    expect(assignmentViolations(input(), week, on('2026-12-13', 'L'))).toEqual([
      { rule: 'weekly_hours', member_id: 'a', date: '2026-12-07', detail: 'A would work 56 h in the week of 2026-12-07, at most 48 h' },
    ]);
    expect(assignmentViolations(input({ members: [member('a', { max_weekly_hours: 0 })] }), week, on('2026-12-13', 'L'))).toEqual([]);
    expect(
      rulesOf(assignmentViolations(input({ members: [member('a', { max_weekly_hours: 16 })] }), week.slice(0, 2), on('2026-12-09', 'L'))),
    ).toEqual(['weekly_hours']);
  });

  it('keeps availability, vacations and absences, and disallowed shift types', () => {
    const limited = input({
      members: [
        member('a', {
          available_weekdays: { 2: false },
          disallowed_shift_types: ['N'],
          vacations: [{ start_date: '2026-12-03', end_date: '2026-12-04' }],
        }),
      ],
    });
    expect(assignmentViolations(limited, [], on('2026-12-01', 'L'))).toEqual([
      { rule: 'availability', member_id: 'a', date: '2026-12-01', detail: 'A is not available on Tuesdays' },
    ]);
    expect(rulesOf(assignmentViolations(limited, [], on('2026-12-04', 'L')))).toEqual(['vacation']);
    expect(assignmentViolations(limited, [], on('2026-12-05', 'N'))).toEqual([
      { rule: 'disallowed_shift_type', member_id: 'a', date: '2026-12-05', detail: 'A may not work Night shifts' },
    ]);
  });

  it('keeps people with an apart rule off the same shift, naming both', () => {
    const apart = input({ apart: [['a', 'b']] });
    expect(assignmentViolations(apart, [on('2026-12-01', 'L', 'b')], on('2026-12-01', 'L'))).toEqual([
      { rule: 'apart', member_id: 'a', date: '2026-12-01', detail: 'A and B must not work the same shift (2026-12-01)' },
      { rule: 'apart', member_id: 'b', date: '2026-12-01', detail: 'A and B must not work the same shift (2026-12-01)' },
    ]);
    expect(assignmentViolations(apart, [on('2026-12-01', 'E', 'b')], on('2026-12-01', 'L'))).toEqual([]);
  });

  it('reports only what the edit adds, not what the month broke already', () => {
    const broken = [on('2026-12-01', 'L'), on('2026-12-02', 'E')];
    expect(rulesOf(monthViolations(input(), broken))).toEqual(['rest']);
    expect(assignmentViolations(input(), broken, on('2026-12-05', 'L'))).toEqual([]);
  });
});

describe('the location rule', () => {
  const atLocations = (fields: Partial<RuleInput> = {}) =>
    input({
      locations: [
        { id: 'north', name: 'North Home' },
        { id: 'south', name: 'South Home' },
      ],
      shift_types: [
        { id: 'E', name: 'Early', start_time: '06:00', duration_hours: 8, location_id: 'north' },
        { id: 'L', name: 'Late', start_time: '14:00', duration_hours: 8, location_id: 'south' },
        { id: 'N', name: 'Night', start_time: '22:00', duration_hours: 8, location_id: null },
      ],
      members: [{ ...member('a'), location_ids: ['north'] }, member('b')],
      ...fields,
    });

  it('refuses a shift of a location the member does not work at, naming it', () => {
    expect(assignmentViolations(atLocations(), [], on('2026-12-02', 'L'))).toEqual([
      { rule: 'location', member_id: 'a', date: '2026-12-02', detail: 'A does not work at South Home' },
    ]);
  });

  it('allows their own location, a shift of no location, and anyone who works anywhere', () => {
    expect(assignmentViolations(atLocations(), [], on('2026-12-02', 'E'))).toEqual([]);
    expect(assignmentViolations(atLocations(), [], on('2026-12-02', 'N'))).toEqual([]);
    expect(assignmentViolations(atLocations(), [], on('2026-12-02', 'L', 'b'))).toEqual([]);
  });
});
