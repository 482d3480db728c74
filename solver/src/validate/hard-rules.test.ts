import { describe, expect, it } from 'vitest';
import { employee, rows, tinyModel } from '../testing/tiny.ts';
import { validate } from './validate.ts';

const rulesOf = (report: ReturnType<typeof validate>): string[] => report.violations.map((v) => v.rule);

describe('validator hard rules', () => {
  const cases: [string, Parameters<typeof tinyModel>[0], string[], string][] = [
    ['a vacation day worked', { employees: [employee('A', { daysOff: [{ day: 2, kind: 'vacation' }] })] }, ['--D----'], 'vacation'],
    ['a day off worked', { employees: [employee('A', { daysOff: [{ day: 2, kind: 'day_off' }] })] }, ['--D----'], 'day_off'],
    [
      'an unavailable weekday worked (day 0 is a Monday)',
      { employees: [employee('A', { availableWeekdays: [true, false, true, true, true, true, true] })] },
      ['D------'],
      'unavailable_weekday',
    ],
    ['a disallowed shift type', { employees: [employee('A', { disallowedShiftTypes: [1] })] }, ['N------'], 'disallowed_shift_type'],
    [
      'a listed forbidden succession',
      { forbiddenSuccessions: [{ first: 0, second: 1 }], employees: [employee('A')] },
      ['DN-----'],
      'forbidden_succession',
    ],
    ['a night followed by a morning shift overlapping it', { employees: [employee('A')] }, ['ND-----'], 'rest_period'],
    [
      'too little rest between shifts',
      { minRestMinutes: 11 * 60, employees: [employee('A')] },
      ['-N-D---'.replace('-D', 'D-')],
      'rest_period',
    ],
    ['too many shifts of a type', { employees: [employee('A', { maxShiftsPerType: [2] })] }, ['DDD----'], 'max_shifts_per_type'],
    ['too many minutes', { employees: [employee('A', { maxTotalMinutes: 960 })] }, ['DDD----'], 'max_total_minutes'],
    ['too few minutes', { employees: [employee('A', { minTotalMinutes: 960 })] }, ['D------'], 'min_total_minutes'],
    ['too many consecutive working days', { employees: [employee('A', { maxConsecutiveWork: 2 })] }, ['-DDD---'], 'max_consecutive_work'],
    [
      'an inner run shorter than the minimum',
      { employees: [employee('A', { minConsecutiveWork: 2 })] },
      ['--D----'],
      'min_consecutive_work',
    ],
    [
      'an inner break shorter than the minimum days off',
      { employees: [employee('A', { minConsecutiveOff: 2 })] },
      ['DD-DD--'],
      'min_consecutive_off',
    ],
    ['too many weekends', { days: 14, employees: [employee('A', { maxWeekends: 1 })] }, ['-----D------D-'], 'max_weekends'],
    ['a together group split', { togetherGroups: [[0, 1]] }, ['D------', '-------'], 'together'],
    ['an apart group on one shift', { apartGroups: [[0, 1]] }, ['D------', 'D------'], 'apart'],
    [
      'a pinned assignment not kept',
      { pinned: [{ employee: 0, day: 0, shiftType: 1 }], employees: [employee('A')] },
      ['D------'],
      'pinned',
    ],
  ];
  it.each(cases)('reports %s', (_, overrides, lines, rule) => {
    const model = tinyModel(overrides);
    const report = validate(model, rows(model, ...lines));
    expect(report.valid).toBe(false);
    expect(rulesOf(report)).toContain(rule);
  });

  it('lets runs touching the start or the end of the horizon be shorter than the minimum', () => {
    const model = tinyModel({ employees: [employee('A', { minConsecutiveWork: 3, minConsecutiveOff: 3 })] });
    expect(validate(model, rows(model, 'D-----D')).valid).toBe(true);
    expect(validate(model, rows(model, '-DDD---')).valid).toBe(true);
  });

  it('counts a weekend once when both its days are worked', () => {
    const model = tinyModel({ days: 14, employees: [employee('A', { maxWeekends: 1 })] });
    expect(validate(model, rows(model, '-----DD-------')).valid).toBe(true);
  });

  it('accepts a shift after a night when the rest is long enough', () => {
    const model = tinyModel({ minRestMinutes: 8 * 60, employees: [employee('A')] });
    expect(validate(model, rows(model, 'N-D----')).valid).toBe(true);
  });
});
