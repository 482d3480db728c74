import { describe, expect, it } from 'vitest';
import { newSkillShortfalls, skillShortfalls, type SkillCoverInput } from './skill-cover.ts';

// Night needs 3, of whom at least 1 Registered nurse; on Saturdays 2 nurses. December 2026: the 12th is a Saturday.
const input: SkillCoverInput = {
  shift_types: [
    {
      id: 'night',
      name: 'Night',
      requirements: [
        { day_of_week: null, employees_needed: 3, skills: [{ skill_id: 'rn', min_count: 1 }] },
        { day_of_week: 6, employees_needed: 3, skills: [{ skill_id: 'rn', min_count: 2 }] },
      ],
    },
    { id: 'day', name: 'Day', requirements: [{ day_of_week: null, employees_needed: 2 }] },
  ],
  member_skills: new Map([
    ['ada', [{ skill_id: 'rn', valid_until: '2026-12-15' }]],
    ['bo', [{ skill_id: 'rn', valid_until: null }]],
  ]),
  skills: [{ id: 'rn', name: 'Registered nurse' }],
  holidays: new Set(),
};
const on = (date: string, ...members: string[]) => members.map((member_id) => ({ date, shift_type_id: 'night', member_id }));
const night = (date: string) => ({ date, shift_type_id: 'night' });

describe('skill cover on a shift-day', () => {
  it('is met by anyone holding the skill on that date', () => {
    expect(skillShortfalls(input, on('2026-12-14', 'ada', 'cy', 'di'), [night('2026-12-14')])).toEqual([]);
  });

  it('counts a qualification up to and including its valid_until, not after it lapses mid-month', () => {
    expect(skillShortfalls(input, on('2026-12-15', 'ada', 'cy'), [night('2026-12-15')])).toEqual([]);
    expect(skillShortfalls(input, on('2026-12-16', 'ada', 'cy'), [night('2026-12-16')])).toEqual([
      {
        date: '2026-12-16',
        shift_type_id: 'night',
        skill_id: 'rn',
        required: 1,
        covered: 0,
        detail: 'Night on 2026-12-16 has 0 of the 1 "Registered nurse" it needs',
      },
    ]);
  });

  it('takes the weekday’s own row, and a shift type without minimums is never short', () => {
    expect(skillShortfalls(input, on('2026-12-12', 'bo', 'cy'), [night('2026-12-12')])).toMatchObject([{ required: 2, covered: 1 }]);
    expect(skillShortfalls(input, on('2026-12-12', 'ada', 'bo'), [night('2026-12-12')])).toEqual([]);
    expect(skillShortfalls(input, [], [{ date: '2026-12-14', shift_type_id: 'day' }])).toEqual([]);
  });

  it('takes the holiday row, else Sunday’s, on a public holiday', () => {
    const holiday = { ...input, holidays: new Set(['2026-12-12']) };
    expect(skillShortfalls(holiday, on('2026-12-12', 'bo', 'cy'), [night('2026-12-12')])).toEqual([]);
  });
});

describe('what a hand edit does to cover', () => {
  it('warns when the last qualified person is taken off', () => {
    const before = on('2026-12-14', 'bo', 'cy');
    const after = on('2026-12-14', 'cy');
    expect(newSkillShortfalls(input, before, after, [night('2026-12-14')])).toMatchObject([{ skill_id: 'rn', covered: 0 }]);
  });

  it('warns when someone without the skill takes a qualified person’s place', () => {
    const before = on('2026-12-14', 'bo', 'cy');
    const after = on('2026-12-14', 'di', 'cy');
    expect(newSkillShortfalls(input, before, after, [night('2026-12-14')])).toMatchObject([{ skill_id: 'rn', covered: 0 }]);
  });

  it('says nothing when another qualified person remains, or the shift-day was already as short', () => {
    expect(newSkillShortfalls(input, on('2026-12-14', 'ada', 'bo'), on('2026-12-14', 'bo'), [night('2026-12-14')])).toEqual([]);
    expect(newSkillShortfalls(input, on('2026-12-14', 'cy'), on('2026-12-14', 'di'), [night('2026-12-14')])).toEqual([]);
  });
});
