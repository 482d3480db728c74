import { describe, expect, it } from 'vitest';
import { aRuleMember as member } from '../testing/rule-member.ts';
import type { RuleInput } from './check.ts';
import { memberFactsOf, vacationsInMonth } from './facts.ts';

const DECEMBER = { year: 2026, month: 12 };

describe('the vacations a check of the month reads', () => {
  it('are those sharing a day with the month, in order of their dates', () => {
    const vacations = [
      { start_date: '2026-12-20', end_date: '2026-12-22' },
      { start_date: '2026-11-01', end_date: '2026-11-05' },
      { start_date: '2026-11-28', end_date: '2026-12-02' },
      { start_date: '2026-12-31', end_date: '2027-01-03' },
      { start_date: '2027-01-10', end_date: '2027-01-12' },
    ];
    expect(vacationsInMonth(vacations, 2026, 12)).toEqual([
      { start_date: '2026-11-28', end_date: '2026-12-02' },
      { start_date: '2026-12-20', end_date: '2026-12-22' },
      { start_date: '2026-12-31', end_date: '2027-01-03' },
    ]);
  });
});

describe("one member's facts out of the month's", () => {
  const month: RuleInput = {
    min_rest_hours: 11,
    max_weekly_hours: 48,
    shift_types: [{ id: 'E', name: 'Early', start_time: '06:00', duration_hours: 8, location_id: null }],
    members: [
      member('a', { vacations: [{ start_date: '2026-12-20', end_date: '2026-12-21' }], location_ids: ['north'] }),
      member('b', { max_weekly_hours: 20 }),
      member('c'),
    ],
    apart: [
      ['a', 'b'],
      ['b', 'c'],
    ],
    history: [
      { member_id: 'a', date: '2026-11-30', start_time: '22:00', duration_hours: 8 },
      { member_id: 'b', date: '2026-11-30', start_time: '06:00', duration_hours: 8 },
    ],
  };

  it('are the member first, their apart partners named with no rules of their own, the rules that name them and their own history', () => {
    expect(memberFactsOf(month, 'a', DECEMBER)).toEqual({
      ...month,
      members: [month.members[0], { ...member('b'), max_weekly_hours: 0 }],
      apart: [['a', 'b']],
      history: [month.history[0]],
    });
  });

  it('are none for a member the month does not schedule', () => {
    expect(memberFactsOf(month, 'z', DECEMBER)).toBeNull();
  });
});
