import { solverInputSchema, type SolverInput } from '@rostra/contracts/solver/input';
import { describe, expect, it } from 'vitest';
import { productQualityReport } from '../report/product.ts';
import { solveProduct } from './solve-product.ts';
import { toRosterModel } from './to-model.ts';

// An employee's "cannot work" under an admin's "available": the admin's rules allow the shift
// type, so it is no hard rule, but a strong preference the solver overrules only where cover
// needs it. February 2026 has 28 days and starts on a Sunday.
const night = { id: 'night', name: 'Night', start_time: '22:00', duration_hours: 8 };
const month = (requirements: { day_of_week: number | null; employees_needed: number }[]): SolverInput => ({
  year: 2026,
  month: 2,
  shift_types: [{ ...night, requirements }],
  employees: [
    { id: 'amara', name: 'Amara', cannot_shift_types: ['night'], admin_set: { shift_preferences: { night: 4 } } },
    // Five nights on, two off at the least: Ben alone cannot cover every night.
    { id: 'ben', name: 'Ben', max_consecutive_days: 5, min_consecutive_days_off: 2 },
  ],
});
const options = { threads: 0, seed: 1, maxRounds: 200, timeLimitSeconds: 60 };
const nightsOf = (assignments: { employee_id: string; date: string }[], id: string) =>
  assignments.filter((a) => a.employee_id === id).map((a) => a.date);

describe("an employee's cannot-work under an admin's available", () => {
  it('costs every shift of that type, more than any wish and less than a missing person', () => {
    const { model } = toRosterModel(solverInputSchema.parse(month([{ day_of_week: null, employees_needed: 1 }])));
    const [amara, ben] = model.employees;
    expect(amara!.shiftOffRequests).toHaveLength(28);
    expect(amara!.shiftOffRequests[0]).toEqual({ day: 0, shiftType: 0, weight: 50 });
    expect(ben!.shiftOffRequests).toEqual([]);
  });

  it('keeps her off the shift type while others can cover it, whatever the admin-set count', async () => {
    // Nights on Mondays and Thursdays only: Ben covers them all.
    const result = await solveProduct(month([1, 4].map((day_of_week) => ({ day_of_week, employees_needed: 1 }))), options);
    expect(result.coverage.filter((c) => c.status !== 'fully-staffed')).toEqual([]);
    expect(nightsOf(result.assignments, 'amara')).toEqual([]);
  });

  it('puts her on it only where cover needs it, and the quality report lists each such shift with her name', async () => {
    const input = month([{ day_of_week: null, employees_needed: 1 }]);
    const result = await solveProduct(input, options);
    expect(result.coverage.filter((c) => c.status !== 'fully-staffed')).toEqual([]);
    const amara = nightsOf(result.assignments, 'amara');
    const ben = nightsOf(result.assignments, 'ben');
    // Ben works every night his rules allow (20 of 28); Amara only the nights nobody else can.
    expect(ben).toHaveLength(20);
    expect(amara).toHaveLength(8);
    expect(amara.filter((date) => ben.includes(date))).toEqual([]);

    const report = await productQualityReport(
      solverInputSchema.parse(input),
      result.assignments,
      { requestId: 'r1', organizationId: '1', year: 2026, month: 2 },
      { budgetSeconds: 0 },
    );
    expect(report.overruled).toEqual({
      total: 8,
      items: amara.map((date) => ({ member_id: 'amara', name: 'Amara', date, shift_type_id: 'night' })),
    });
  });
});
