import { describe, expect, it } from 'vitest';
import { solverInputSchema, type SolverInput } from '@rostra/contracts/solver/input';
import { validate } from '../validate/validate.ts';
import { toRosterModel } from './to-model.ts';
import { aShiftType } from '../testing/shift-type.ts';

// November 2025 starts on a Saturday. "Day" is needed Monday–Friday only.
const input = (overrides: Partial<SolverInput> = {}): SolverInput => ({
  year: 2025,
  month: 11,
  shift_types: [aShiftType('day', 'Day', '09:00', 3, { days: [1, 2, 3, 4, 5] }), aShiftType('night', 'Night', '22:00', 2)],
  employees: [
    { id: 'ann', name: 'Ann' },
    { id: 'admin', name: 'Admin', admin_set: { shift_preferences: {} } },
  ],
  ...overrides,
});
const modelOf = (raw: SolverInput) => toRosterModel(solverInputSchema.parse(raw));

describe('the product month as a rostering model', () => {
  it('gives a weekday without a requirement a need of 0, so staffing it costs twice the overstaffing of a shift that runs', () => {
    const { model } = modelOf(input());
    const saturday = model.cover.find((c) => c.day === 0 && c.shiftType === 0);
    const monday = model.cover.find((c) => c.day === 2 && c.shiftType === 0);
    expect([saturday, monday]).toMatchObject([
      { requirement: 0, overWeight: 40 },
      { requirement: 3, overWeight: 20 },
    ]);
    const schedule = new Int16Array(model.employees.length * model.days).fill(-1);
    schedule[0] = 0;
    expect(validate(model, schedule).objective.coverOver).toBe(40);
  });

  it('staffs a holiday on a weekday with the holiday row, else like a Sunday', () => {
    // Tuesday 11 November a holiday: Day has no Sunday need, Night needs 2 every day.
    const holiday = (raw: SolverInput) => modelOf({ ...raw, holidays: ['2025-11-11'] }).model.cover.filter((c) => c.day === 10);
    expect(holiday(input()).map((c) => c.requirement)).toEqual([0, 2]);
    const withRow = input();
    withRow.shift_types[0]!.requirements!.push({ day_of_week: 'holiday', employees_needed: 1 });
    expect(holiday(withRow).map((c) => c.requirement)).toEqual([1, 2]);
    // The day after is an ordinary Wednesday.
    expect(
      modelOf({ ...withRow, holidays: ['2025-11-11'] })
        .model.cover.filter((c) => c.day === 11)
        .map((c) => c.requirement),
    ).toEqual([3, 2]);
  });

  it('counts holidays with the weekends: in the fair weekend share, and as the model’s holidays', () => {
    const weekendTarget = (raw: SolverInput) =>
      modelOf(raw).model.employees[0]!.countTargets.find((t) => t.kind === 'weekend_fairness')!.target;
    // 10 weekend days × Night's 2 for 2 people; the holiday adds its 2 Night shifts.
    expect(weekendTarget(input())).toBe(10);
    expect(weekendTarget(input({ holidays: ['2025-11-11'] }))).toBe(11);
    expect(modelOf(input({ holidays: ['2025-11-11', '2025-12-25'] })).model.holidays).toEqual([10]);
  });

  it('reads a missing count as 0, with or without a saved set: each shift beyond costs', () => {
    for (const person of modelOf(input()).model.employees) {
      const beyond = person.countTargets.filter((t) => t.kind === 'beyond_requested');
      expect(beyond.map((t) => [t.shiftTypes, t.target, t.overWeight])).toEqual([
        [[0], 0, 5],
        [[1], 0, 5],
      ]);
      expect(person.countTargets.filter((t) => t.kind === 'admin_baseline')).toEqual([]);
    }
  });

  it('takes the rest (default 11 h) and the weekly hours (default 48 h, per employee override, 0 = none)', () => {
    const { model } = modelOf(input());
    expect(model.minRestMinutes).toBe(660);
    expect(model.employees.map((e) => e.maxWeeklyMinutes)).toEqual([2880, 2880]);
    const own = modelOf(
      input({
        min_rest_hours: 12,
        max_weekly_hours: 40,
        employees: [{ id: 'ann', max_weekly_hours: 30 }, { id: 'bob', max_weekly_hours: 0 }, { id: 'cy' }],
      }),
    ).model;
    expect(own.minRestMinutes).toBe(720);
    expect(own.employees.map((e) => e.maxWeeklyMinutes)).toEqual([1800, undefined, 2400]);
  });

  it('turns the previous month’s last week of shifts into past shifts before day 0', () => {
    const history = {
      assignments: [
        { employee_id: 'ann', date: '2025-10-31', start_time: '22:00', duration_hours: 8 },
        { employee_id: 'ann', date: '2025-10-27', start_time: '09:00', duration_hours: 8 },
        { employee_id: 'ann', date: '2025-10-20', start_time: '09:00', duration_hours: 8 },
        { employee_id: 'admin', date: '2025-10-30', start_time: '06:30', duration_hours: 7.5 },
      ],
    };
    const [ann, admin] = modelOf(input({ history })).model.employees;
    expect(ann!.pastShifts).toEqual([
      { startMinute: -120, durationMinutes: 480 },
      { startMinute: -5 * 1440 + 540, durationMinutes: 480 },
    ]);
    expect(admin!.pastShifts).toEqual([{ startMinute: -2 * 1440 + 390, durationMinutes: 450 }]);
  });
});
