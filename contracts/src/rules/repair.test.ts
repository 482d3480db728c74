import { describe, expect, it } from 'vitest';
import type { RuleInput, RuleMember } from './check.ts';
import { planRepair } from './repair.ts';

const member = (id: string, fields: Partial<RuleMember> = {}): RuleMember => ({
  id,
  name: id,
  available_weekdays: {},
  disallowed_shift_types: [],
  vacations: [],
  max_weekly_hours: null,
  ...fields,
});
const input = (members: RuleMember[]): RuleInput => ({
  min_rest_hours: 11,
  max_weekly_hours: 48,
  apart: [],
  history: [],
  members,
  shift_types: [
    { id: 'L', name: 'Late', start_time: '14:00', duration_hours: 8 },
    { id: 'E', name: 'Early', start_time: '06:00', duration_hours: 8 },
  ],
});
const on = (date: string, member_id: string, shift_type_id = 'L') => ({ date, shift_type_id, member_id });
const need = (date: string, required_count: number, shift_type_id = 'L') => ({ date, shift_type_id, required_count });

describe('repairing a draft', () => {
  it('takes off a member now on vacation and fills the gap with whoever has the fewest shifts, leaving the rest alone', () => {
    const month = [on('2026-12-01', 'a'), on('2026-12-02', 'a'), on('2026-12-01', 'b', 'E'), on('2026-12-03', 'c'), on('2026-12-04', 'b')];
    const members = [member('a', { vacations: [{ start_date: '2026-12-02', end_date: '2026-12-02' }] }), member('b'), member('c')];
    expect(
      planRepair(input(members), month, [need('2026-12-01', 1), need('2026-12-02', 1), need('2026-12-03', 1), need('2026-12-04', 1)]),
    ).toEqual([
      { ...on('2026-12-02', 'a'), change: 'removed' },
      { ...on('2026-12-02', 'c'), change: 'added' },
    ]);
  });

  it('fills a gap only with someone who breaks no hard rule', () => {
    const month = [on('2026-12-01', 'b')];
    const members = [member('a', { available_weekdays: { 3: false } }), member('b')];
    // The 2nd is a Wednesday: a is unavailable, and b after the Late of the 1st may take the Late but not the Early.
    expect(planRepair(input(members), month, [need('2026-12-01', 1), need('2026-12-02', 1, 'E'), need('2026-12-02', 1)])).toEqual([
      { ...on('2026-12-02', 'b'), change: 'added' },
    ]);
  });

  it('keeps a pinned assignment an admin made against a rule, while its member can be scheduled', () => {
    const members = [member('a', { vacations: [{ start_date: '2026-12-02', end_date: '2026-12-02' }] }), member('b')];
    const pinned = (assignment: { member_id: string }) => assignment.member_id !== 'gone';
    expect(planRepair(input(members), [on('2026-12-02', 'a'), on('2026-12-03', 'gone')], [need('2026-12-02', 1)], pinned)).toEqual([
      { ...on('2026-12-03', 'gone'), change: 'removed' },
    ]);
    expect(
      planRepair(input(members), [on('2026-12-02', 'a')], [need('2026-12-02', 1)], (assignment) => assignment.member_id === 'a'),
    ).toEqual([]);
  });

  it('takes off the shifts of someone no longer schedulable, and leaves a gap nobody can fill', () => {
    expect(
      planRepair(
        input([member('b', { vacations: [{ start_date: '2026-12-01', end_date: '2026-12-31' }] })]),
        [on('2026-12-01', 'gone')],
        [need('2026-12-01', 1)],
      ),
    ).toEqual([{ ...on('2026-12-01', 'gone'), change: 'removed' }]);
  });
});
