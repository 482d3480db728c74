import { solverInputSchema, type SolverInput } from '@rostra/contracts/solver/input';
import { describe, expect, it } from 'vitest';
import { solveProduct } from './solve-product.ts';
import { toRosterModel } from './to-model.ts';
import { reproducible as options } from '../testing/reproducible.ts';

// November 2025 starts on a Saturday: 10 weekend days. Weekend Support is needed on them only
// (1 person), Night every day (1 person). Nobody set counts, so any shift either takes costs the same.
const month = (history: SolverInput['history'] = {}): SolverInput => ({
  year: 2025,
  month: 11,
  shift_types: [
    {
      id: 'weekend',
      name: 'Weekend Support',
      start_time: '10:00',
      duration_hours: 6,
      requirements: [0, 6].map((day_of_week) => ({ day_of_week, employees_needed: 1 })),
    },
    { id: 'night', name: 'Night', start_time: '22:00', duration_hours: 8, requirements: [] },
  ],
  employees: [
    { id: 'ann', name: 'Ann' },
    { id: 'ben', name: 'Ben' },
  ],
  history,
});
const carried = (ann: number, ben: number, field: 'weekend_shifts' | 'night_shifts' | 'above_target_shifts') => ({
  fairness: {
    months: 3,
    members: [
      { employee_id: 'ann', [field]: ann },
      { employee_id: 'ben', [field]: ben },
    ],
  },
});
const targetsOf = (raw: SolverInput, kind: string) =>
  toRosterModel(solverInputSchema.parse(raw)).model.employees.map((e) =>
    e.countTargets.filter((t) => t.kind === kind).map(({ shiftTypes, target, overWeight }) => ({ shiftTypes, target, overWeight })),
  );

describe('fairness across months in the model', () => {
  it('without a ledger builds the model as before: the month’s weekends split evenly, no night or above-target terms', () => {
    const { model } = toRosterModel(solverInputSchema.parse(month()));
    for (const person of model.employees) {
      expect(person.countTargets).toEqual([
        { kind: 'beyond_requested', shiftTypes: [0], target: 0, underWeight: 0, overWeight: 5 },
        { kind: 'beyond_requested', shiftTypes: [1], target: 0, underWeight: 0, overWeight: 5 },
        { kind: 'weekend_fairness', weekendOnly: true, target: 5, underWeight: 0, overWeight: 4 },
        { kind: 'workload_balance', target: 5, underWeight: 0, overWeight: 1 },
      ]);
    }
  });

  it('shares the window’s weekends: the month’s 10 and what each carried, split evenly', () => {
    expect(targetsOf(month(carried(10, 0, 'weekend_shifts')), 'weekend_fairness')).toEqual([
      [{ target: 0, overWeight: 4 }],
      [{ target: 10, overWeight: 4 }],
    ]);
    expect(targetsOf(month(carried(4, 0, 'weekend_shifts')), 'weekend_fairness')).toEqual([
      [{ target: 3, overWeight: 4 }],
      [{ target: 7, overWeight: 4 }],
    ]);
    // A ledger where nobody carried anything asks what the month alone asked.
    expect(targetsOf(month(carried(0, 0, 'weekend_shifts')), 'weekend_fairness')).toEqual(targetsOf(month(), 'weekend_fairness'));
  });

  it('shares the window’s nights (the night shift types only) and the shifts above target', () => {
    const nights = month(carried(6, 2, 'night_shifts'));
    nights.shift_types[1]!.requirements = [{ day_of_week: null, employees_needed: 1 }];
    // 30 nights this month and 8 carried: 19 each, less what each carried.
    expect(targetsOf(nights, 'night_fairness')).toEqual([
      [{ shiftTypes: [1], target: 13, overWeight: 4 }],
      [{ shiftTypes: [1], target: 17, overWeight: 4 }],
    ]);
    // Nobody asked for a shift, so all 10 of the month's shifts are above target: with 6 carried, 8 each.
    expect(targetsOf(month(carried(6, 0, 'above_target_shifts')), 'above_target_fairness')).toEqual([
      [{ target: 2, overWeight: 2 }],
      [{ target: 8, overWeight: 2 }],
    ]);
  });

  it('gives the weekends to Ben when Ann carried many and Ben none', async () => {
    const even = await solveProduct(month(), options);
    const balanced = await solveProduct(month(carried(10, 0, 'weekend_shifts')), options);
    const weekendsOf = (r: typeof even, id: string) => r.assignments.filter((a) => a.employee_id === id).length;
    expect([weekendsOf(even, 'ann'), weekendsOf(even, 'ben')]).toEqual([5, 5]);
    expect([weekendsOf(balanced, 'ann'), weekendsOf(balanced, 'ben')]).toEqual([0, 10]);
    expect(balanced.coverage.filter((c) => c.status !== 'fully-staffed')).toEqual([]);
  });

  // Tuesday 11 November a holiday: Weekend Support is staffed like a Sunday that day, and weekend
  // fairness counts it, as the ledger and the quality report do. Round-limited, in this thread: reproducible.
  it('shares a weekday holiday like a weekend day: Ann carried many weekends, so Ben takes the holiday too', async () => {
    const input = { ...month(carried(11, 0, 'weekend_shifts')), holidays: ['2025-11-11'] };
    const r = await solveProduct(input, { ...options, maxRounds: 50 });
    const datesOf = (id: string) => r.assignments.filter((a) => a.employee_id === id).map((a) => a.date);
    expect(datesOf('ann')).toEqual([]);
    expect(datesOf('ben')).toHaveLength(11);
    expect(datesOf('ben')).toContain('2025-11-11');
    expect(r.coverage.filter((c) => c.status !== 'fully-staffed')).toEqual([]);
  });

  it('never leaves a shift short for it: with Ben unavailable on weekends, Ann still takes them all', async () => {
    const input = month(carried(10, 0, 'weekend_shifts'));
    input.employees[1] = { id: 'ben', name: 'Ben', available_weekdays: { 0: false, 6: false } };
    const r = await solveProduct(input, options);
    expect(r.assignments.filter((a) => a.employee_id === 'ann')).toHaveLength(10);
    expect(r.coverage.filter((c) => c.status !== 'fully-staffed')).toEqual([]);
  });
});
