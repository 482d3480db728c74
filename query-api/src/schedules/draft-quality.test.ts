import type { CalendarRecord, ScheduleQualityReport, ShiftCoverageRecord, SkillCoverInput } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { qualityOfDraft } from './draft-quality.ts';

// May 2026: Monday the 25th is a bank holiday in England, Saturday the 30th a weekend day.
const report: ScheduleQualityReport = {
  requestId: 'r',
  organizationId: 'o1',
  year: 2026,
  month: 5,
  understaffed: { total: 0, items: [] },
  overstaffed: { total: 0, items: [] },
  violations: {},
  overruled: { total: 0, items: [] },
  skill_shortfalls: { total: 0, items: [] },
  shift_types: [{ id: 'D', name: 'Day' }],
  night_shift_type_ids: [],
  explanations: { total: 0, items: [] },
  skill_explanations: { total: 0, items: [] },
  explain_seconds: 0,
  employees: { total: 0, items: [] },
};
const shifts: [string, string][] = [
  ['2026-05-25', 'ann'],
  ['2026-05-26', 'ann'],
  ['2026-05-30', 'bo'],
];
const draft: CalendarRecord = {
  id: 'o1:2026-05',
  organization_id: 'o1',
  year: 2026,
  month: 5,
  generated_at: '2026-04-20T00:00:00Z',
  published_at: null,
  shift_types: [{ id: 'D', name: 'Day', start_time: '08:00', duration_hours: 8, position_labels: {} }],
  member_names: { ann: 'Ann', bo: 'Bo' },
  assignments: shifts.map(([date, member_id]) => ({ date, shift_type_id: 'D', member_id, position: 1, absent: null })),
  generated_coverage: [],
  coverage: [],
};
/** The organization's skill facts: Night ('N') asks one registered nurse; Nia holds it up to `nurseUntil`. */
const facts = (holidays: ReadonlySet<string>, nurseUntil = '2026-05-31'): SkillCoverInput => ({
  shift_types: [
    { id: 'D', name: 'Day', requirements: [{ day_of_week: null, employees_needed: 1 }] },
    { id: 'N', name: 'Night', requirements: [{ day_of_week: null, employees_needed: 1, skills: [{ skill_id: 'rn', min_count: 1 }] }] },
  ],
  member_skills: new Map([['nia', [{ skill_id: 'rn', valid_until: nurseUntil }]]]),
  skills: [{ id: 'rn', name: 'Registered nurse' }],
  holidays,
});
const weekendShares = (holidays: ReadonlySet<string>) =>
  qualityOfDraft(report, draft, 0, facts(holidays)).report.employees.items.map(({ member_id, weekend_shifts, weekend_share }) => [
    member_id,
    weekend_shifts,
    weekend_share,
  ]);

describe('the quality report recounted from the draft', () => {
  it('counts a shift on a weekday holiday with the weekend ones, in the count and the share', () => {
    expect(weekendShares(new Set(['2026-05-25'])).sort()).toEqual([
      ['ann', 1, 0.5],
      ['bo', 1, 0.5],
    ]);
    expect(weekendShares(new Set()).sort()).toEqual([
      ['ann', 0, 0],
      ['bo', 1, 1],
    ]);
  });

  it('recounts the skill shortfalls with the people on each night now: one the generation found kept with its reasons, one an edit filled gone, one a lapsed nurse leaves', () => {
    const night = (date: string): ShiftCoverageRecord => ({
      date,
      shift_type_id: 'N',
      required_count: 1,
      assigned_count: 1,
      status: 'fully-staffed',
      reasons: [],
    });
    const keptOff = [{ code: 'on_vacation', member_ids: ['nia'], member_count: 1, message: 'Nia: on vacation' }];
    const generated = (date: string) => ({
      date,
      shift_type_id: 'N',
      skill_id: 'rn',
      skill_name: 'Registered nurse',
      required: 1,
      assigned: 0,
      reasons: keptOff,
    });
    const nights = ['2026-05-04', '2026-05-05', '2026-05-06'];
    const edited: CalendarRecord = {
      ...draft,
      assignments: [
        { date: '2026-05-04', shift_type_id: 'N', member_id: 'ann', position: 1, absent: null },
        { date: '2026-05-05', shift_type_id: 'N', member_id: 'nia', position: 1, absent: null },
        { date: '2026-05-06', shift_type_id: 'N', member_id: 'nia', position: 1, absent: null },
      ],
      coverage: nights.map(night),
    };
    const generatedReport = { ...report, skill_shortfalls: { total: 2, items: [generated('2026-05-04'), generated('2026-05-05')] } };
    const { skill_shortfalls } = qualityOfDraft(generatedReport, edited, 1, facts(new Set(), '2026-05-05')).report;
    expect(skill_shortfalls).toEqual({ total: 2, items: [generated('2026-05-04'), { ...generated('2026-05-06'), reasons: [] }] });
  });
});
