import { describe, expect, it } from 'vitest';
import { employeesNeededOn, maxEmployeesNeeded, positionLabels, shiftTypeForMonth } from './shift-types.ts';

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
