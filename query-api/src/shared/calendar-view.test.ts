import type { CalendarRecord, CalendarResponse, ShiftCoverageRecord } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { toCalendar } from './calendar-view.ts';
import { skillMarks } from './skill-marks.ts';

const shortOfNurse = [{ skill_id: 'rn', skill_name: 'Registered nurse', missing: 1 }];
const night = (date: string, extra: Partial<ShiftCoverageRecord> = {}): ShiftCoverageRecord => ({
  date,
  shift_type_id: 'N',
  required_count: 1,
  assigned_count: 1,
  status: 'fully-staffed',
  reasons: [],
  ...extra,
});
const coverage = [night('2026-02-01'), night('2026-02-02', { skill_shortfalls: shortOfNurse })];
const record: CalendarRecord = {
  id: 'o1:2026-02',
  organization_id: 'o1',
  year: 2026,
  month: 2,
  generated_at: '2026-01-20T00:00:00Z',
  published_at: null,
  shift_types: [{ id: 'N', name: 'Night', start_time: '22:00', duration_hours: 8, position_labels: {} }],
  member_names: { m1: 'Ann' },
  assignments: ['2026-02-01', '2026-02-02'].map((date) => ({ date, shift_type_id: 'N', member_id: 'm1', position: 1, absent: null })),
  generated_coverage: coverage,
  coverage,
};

describe('the calendar of a month with skill minimums', () => {
  it('without the skill facts, marks a shift-day generated short of a skill with the skill and how many are missing, and no other', () => {
    const calendar = toCalendar(record, { organizationId: 'o1', year: 2026, month: 2, nameOf: () => undefined, holidays: new Map() });
    const shift = (date: string) => calendar.days.find((day) => day.date === date)!.shifts[0]!;
    expect(shift('2026-02-02').skill_shortfalls).toEqual(shortOfNurse);
    expect(shift('2026-02-01')).not.toHaveProperty('skill_shortfalls');
  });
});

describe('the calendar with the skill facts', () => {
  const marks = skillMarks({
    shift_types: [
      { id: 'N', name: 'Night', requirements: [{ day_of_week: null, employees_needed: 1, skills: [{ skill_id: 'rn', min_count: 1 }] }] },
    ],
    member_skills: new Map([['m1', [{ skill_id: 'rn', valid_until: '2026-02-01' }]]]),
    skills: [{ id: 'rn', name: 'Registered nurse' }],
    holidays: new Set(),
  });
  const shiftOn = (calendar: CalendarResponse, date: string) => calendar.days.find((day) => day.date === date)!.shifts[0];
  const view = { organizationId: 'o1', year: 2026, month: 2, nameOf: () => undefined, holidays: new Map(), skillMarks: marks };

  it('counts the marks from who is on the shift now: a qualification lapsing mid-month, not the generation’s', () => {
    const calendar = toCalendar(record, view);
    expect(shiftOn(calendar, '2026-02-01')).not.toHaveProperty('skill_shortfalls');
    expect(shiftOn(calendar, '2026-02-02')!.skill_shortfalls).toEqual(shortOfNurse);
  });

  it('marks a shift-day whose only nurse is away since generation', () => {
    const away = {
      ...record,
      assignments: record.assignments.map((a) => (a.date === '2026-02-01' ? { ...a, absent: 'vacation' as const } : a)),
    };
    expect(shiftOn(toCalendar(away, view), '2026-02-01')!.skill_shortfalls).toEqual(shortOfNurse);
  });
});
