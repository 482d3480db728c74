import { describe, expect, it } from 'vitest';
import {
  employeesNeededOn,
  employeesNeededOnDay,
  maxEmployeesNeeded,
  positionLabels,
  shiftRequirements,
  shiftTypeForMonth,
} from './api.ts';

const needs = [
  { day_of_week: null, employees_needed: 2 },
  { day_of_week: 0, employees_needed: 5 },
  { day_of_week: 6, employees_needed: 0 },
];

describe('staffing requirements', () => {
  it('take a weekday’s own entry over the all-days entry, and none without either', () => {
    expect([0, 1, 6].map((day) => employeesNeededOn(needs, day))).toEqual([5, 2, 0]);
    expect(employeesNeededOn([{ day_of_week: 3, employees_needed: 4 }], 2)).toBe(0);
  });

  it('on a holiday take the holiday entry, else Sunday’s, whatever the weekday', () => {
    const withHoliday = [...needs, { day_of_week: 'holiday' as const, employees_needed: 1 }];
    expect([1, 3, 0].map((weekday) => employeesNeededOnDay(withHoliday, weekday, true))).toEqual([1, 1, 1]);
    expect([1, 3, 0].map((weekday) => employeesNeededOnDay(needs, weekday, true))).toEqual([5, 5, 5]);
    expect([1, 0].map((weekday) => employeesNeededOnDay(withHoliday, weekday, false))).toEqual([2, 5]);
    expect(employeesNeededOnDay([{ day_of_week: 3, employees_needed: 4 }], 3, true)).toBe(0);
  });

  it('take one holiday entry, answered after the weekdays', () => {
    const parsed = shiftRequirements.parse([
      { day_of_week: 'holiday', employees_needed: 1 },
      { day_of_week: 0, employees_needed: 3 },
    ]);
    expect(parsed.map((requirement) => requirement.day_of_week)).toEqual([0, 'holiday']);
    expect(
      maxEmployeesNeeded([
        { day_of_week: null, employees_needed: 2 },
        { day_of_week: 'holiday', employees_needed: 4 },
      ]),
    ).toBe(4);
    const twice = shiftRequirements.safeParse([
      { day_of_week: 'holiday', employees_needed: 1 },
      { day_of_week: 'holiday', employees_needed: 2 },
    ]);
    expect(twice.success).toBe(false);
    expect(shiftRequirements.safeParse([{ day_of_week: 'easter', employees_needed: 1 }]).success).toBe(false);
  });

  it('have a maximum over the week, or none while no requirement is set', () => {
    expect(maxEmployeesNeeded(needs)).toBe(5);
    expect(maxEmployeesNeeded([{ day_of_week: 3, employees_needed: 0 }])).toBe(0);
    expect(maxEmployeesNeeded([])).toBeNull();
  });

  it('spell out every calendar day of a month, leap years included', () => {
    const shiftType = {
      id: 's1',
      name: 'Day',
      start_time: '07:00',
      duration_hours: 8,
      is_active: true,
      position_labels: {},
      requirements: needs,
    };
    const february = shiftTypeForMonth(shiftType, 2028, 2).days;
    expect(february).toHaveLength(29);
    expect(february.slice(0, 2)).toEqual([
      { date: '2028-02-01', day_of_week: 2, employees_needed: 2 },
      { date: '2028-02-02', day_of_week: 3, employees_needed: 2 },
    ]);
    expect(february.at(-1)).toEqual({ date: '2028-02-29', day_of_week: 2, employees_needed: 2 });
    expect(february.find((day) => day.date === '2028-02-06')).toEqual({ date: '2028-02-06', day_of_week: 0, employees_needed: 5 });
  });
});

describe('position labels', () => {
  it('are trimmed and answered in position order', () => {
    expect(JSON.stringify(positionLabels.parse({ '10': ' Tenth ', '2': 'Second' }))).toBe('{"2":"Second","10":"Tenth"}');
  });

  it('have one spelling per position', () => {
    expect(positionLabels.safeParse({ '01': 'First' }).error?.issues[0]).toMatchObject({
      path: ['01'],
      message: 'Position must be a number between 1 and 50',
    });
  });
});
