import { describe, expect, it } from 'vitest';
import { employee, rows, tinyModel } from '../testing/tiny.ts';
import { isNightShift } from './night.ts';
import { qualityReport } from './quality.ts';

// A week from Monday: days 5 and 6 are the weekend. Cover: one Day shift on Monday and Tuesday.
const cover = [0, 1].map((day) => ({ day, shiftType: 0, requirement: 1, underWeight: 10, overWeight: 1 }));
const baseline = (target: number) => ({ kind: 'admin_baseline', shiftTypes: [0], target, underWeight: 5, overWeight: 0 });

describe('the quality report', () => {
  it('counts understaffed shift-days, and staffing where nothing is needed as overstaffed', () => {
    const model = tinyModel({ cover });
    const report = qualityReport(model, rows(model, '-----D-', '--D----'));
    expect(report.understaffed).toEqual({
      total: 2,
      items: [
        { day: 0, shiftType: 0, required: 1, assigned: 0 },
        { day: 1, shiftType: 0, required: 1, assigned: 0 },
      ],
    });
    expect(report.overstaffed).toEqual({
      total: 2,
      items: [
        { day: 2, shiftType: 0, required: 0, assigned: 1 },
        { day: 5, shiftType: 0, required: 0, assigned: 1 },
      ],
    });
    expect(report.violations).toEqual({});
  });

  it('counts hard-rule violations by rule, as the validator finds them', () => {
    const model = tinyModel({ employees: [employee('A', { maxConsecutiveWork: 2, disallowedShiftTypes: [1] }), employee('B')] });
    expect(qualityReport(model, rows(model, 'DDDN---', '-------')).violations).toEqual({
      max_consecutive_work: 1,
      disallowed_shift_type: 1,
    });
  });

  it('gives each employee what they asked for against what they got, with weekend and night shares', () => {
    const model = tinyModel({
      cover,
      employees: [
        employee('A', {
          countTargets: [baseline(2), { kind: 'employee_extra', shiftTypes: [0], target: 3, underWeight: 1, overWeight: 0 }],
        }),
        employee('B', { countTargets: [baseline(0)] }),
        employee('C'),
      ],
    });
    const report = qualityReport(model, rows(model, 'D----NN', '-D---N-', '-------'));
    expect(report.nightShiftTypes).toEqual([1]);
    // B, furthest from what was asked (0 asked, 2 given), comes first.
    expect(report.employees.items).toEqual([
      { employee: 1, target: 0, assigned: 2, weekendShifts: 1, nightShifts: 1, weekendShare: 1 / 3, nightShare: 1 / 3 },
      { employee: 0, target: 3, assigned: 3, weekendShifts: 2, nightShifts: 2, weekendShare: 2 / 3, nightShare: 2 / 3 },
      { employee: 2, target: null, assigned: 0, weekendShifts: 0, nightShifts: 0, weekendShare: 0, nightShare: 0 },
    ]);
  });

  it('counts a shift on a holiday with the weekend shifts in the shares', () => {
    // Tuesday (day 1) a holiday: B's Tuesday Day shift counts like A's Saturday one.
    const model = tinyModel({ cover, holidays: [1], employees: [employee('A'), employee('B')] });
    const report = qualityReport(model, rows(model, 'D----D-', '-D-----'));
    expect(report.employees.items.map(({ employee, weekendShifts, weekendShare }) => ({ employee, weekendShifts, weekendShare }))).toEqual([
      { employee: 0, weekendShifts: 1, weekendShare: 0.5 },
      { employee: 1, weekendShifts: 1, weekendShare: 0.5 },
    ]);
  });

  it('cuts long lists to the cap and keeps their totals', () => {
    const model = tinyModel({ employees: ['A', 'B', 'C', 'D'].map((id) => employee(id)) });
    const report = qualityReport(model, rows(model, 'DDDDDDD', 'NNNNNNN', '-------', '-------'), { shiftDays: 3, employees: 2 });
    expect(report.overstaffed.total).toBe(14);
    expect(report.overstaffed.items).toHaveLength(3);
    expect(report.employees.total).toBe(4);
    expect(report.employees.items).toHaveLength(2);
  });

  it('calls a shift a night when it covers 00:00–05:00 or starts at or after 20:00', () => {
    const shift = (startMinute: number | undefined, hours: number) => ({
      id: 'x',
      name: 'x',
      ...(startMinute === undefined ? {} : { startMinute }),
      durationMinutes: hours * 60,
    });
    expect([
      isNightShift(shift(22 * 60, 8)),
      isNightShift(shift(20 * 60, 4)),
      isNightShift(shift(60, 4)),
      isNightShift(shift(18 * 60, 8)),
      isNightShift(shift(6 * 60, 8)),
      isNightShift(shift(14 * 60, 8)),
      isNightShift(shift(5 * 60, 8)),
      isNightShift(shift(undefined, 8)),
    ]).toEqual([true, true, true, true, false, false, false, false]);
  });
});
