import { monthViolations, type RuleAssignment } from '@rostra/contracts';
import { ruleInputOf } from '@rostra/contracts/rules/from-solver-input';
import { solverInputSchema, type SolverInput } from '@rostra/contracts/solver/input';
import { describe, expect, it } from 'vitest';
import { OFF } from '../model/types.ts';
import type { HardRule } from '../validate/violations.ts';
import { validate } from '../validate/validate.ts';
import { solveProduct } from './solve-product.ts';
import { toRosterModel } from './to-model.ts';
import { aShiftType } from '../testing/shift-type.ts';
import { reproducible as options } from '../testing/reproducible.ts';

// The product-level rule check that manual edits are decided by (contracts/src/rules) against the
// solver's own validator, on a generated month and on every single-cell change of it: both must
// find the same broken rules, so the two cannot drift apart. The model knows a shift type of a
// location someone does not work at as one they may not work (to-model.ts), so the check's
// `location` is the validator's `disallowed_shift_type`.

const MAPPED: Partial<Record<HardRule, string>> = {
  vacation: 'vacation',
  unavailable_weekday: 'availability',
  disallowed_shift_type: 'disallowed_shift_type',
  rest_period: 'rest',
  max_weekly_minutes: 'weekly_hours',
  apart: 'apart',
};

const input: SolverInput = {
  year: 2026,
  month: 2,
  min_rest_hours: 11,
  max_weekly_hours: 40,
  shift_types: [
    { ...aShiftType('E', 'Early', '06:00', 1), location_id: 'north' },
    { ...aShiftType('L', 'Late', '14:00', 1), location_id: 'south' },
    aShiftType('N', 'Night', '22:00', 1, { duration_hours: 10 }),
  ],
  locations: [
    { id: 'north', name: 'North Home' },
    { id: 'south', name: 'South Home' },
  ],
  employees: [
    { id: 'ann', name: 'Ann', vacations: [{ start_date: '2026-02-09', end_date: '2026-02-13' }], location_ids: ['north'] },
    { id: 'bob', name: 'Bob', disallowed_shift_types: ['N'], max_weekly_hours: 24, location_ids: ['north', 'south'] },
    { id: 'cid', name: 'Cid', available_weekdays: { '0': false, '6': false }, location_ids: ['south'] },
    { id: 'dee', name: 'Dee', max_weekly_hours: 0 },
    { id: 'eve', name: 'Eve' },
    { id: 'fay', name: 'Fay' },
  ],
  collaborations: [{ collaboration_type: 'avoid_together', employee_ids: ['eve', 'fay'] }],
  history: {
    assignments: [
      { employee_id: 'dee', date: '2026-01-31', start_time: '22:00', duration_hours: 10 },
      { employee_id: 'eve', date: '2026-01-30', start_time: '06:00', duration_hours: 8 },
    ],
  },
};

describe('the product rule check and the solver validator', () => {
  it('find the same broken hard rules on a generated month and on every single change of it', { timeout: 60_000 }, async () => {
    const solved = await solveProduct(input, options);
    expect(['optimal', 'feasible']).toContain(solved.status);
    const { model, dates, employeeIds, shiftTypeIds } = toRosterModel(solverInputSchema.parse(input));
    const rules = ruleInputOf(input);
    const base: RuleAssignment[] = solved.assignments.map(({ date, shift_type_id, employee_id }) => ({
      date,
      shift_type_id,
      member_id: employee_id,
    }));
    expect(monthViolations(rules, base)).toEqual([]);

    const validatorFinds = (assignments: RuleAssignment[]): string[] => {
      const schedule = new Int16Array(model.employees.length * model.days).fill(OFF);
      for (const a of assignments)
        schedule[employeeIds.indexOf(a.member_id) * model.days + dates.indexOf(a.date)] = shiftTypeIds.indexOf(a.shift_type_id);
      return validate(model, schedule).violations.flatMap((violation) => {
        const rule = MAPPED[violation.rule];
        if (!rule) return [];
        return [rule === 'weekly_hours' ? rule : `${rule} ${dates[violation.day!]}`];
      });
    };
    const checkFinds = (assignments: RuleAssignment[]): string[] =>
      monthViolations(rules, assignments).map((violation) => {
        const rule = violation.rule === 'location' ? 'disallowed_shift_type' : violation.rule;
        return rule === 'weekly_hours' ? rule : `${rule} ${violation.date}`;
      });
    const distinct = (found: string[]) => [...new Set(found)].sort();

    let broken = 0;
    for (const member of employeeIds) {
      for (const date of dates) {
        for (const shift of shiftTypeIds) {
          const changed = [
            ...base.filter((a) => !(a.member_id === member && a.date === date)),
            { date, shift_type_id: shift, member_id: member },
          ];
          const expected = distinct(validatorFinds(changed));
          expect(distinct(checkFinds(changed)), `${member} on ${shift} ${date}`).toEqual(expected);
          if (expected.length > 0) broken += 1;
        }
      }
    }
    // The changes exercise the rules: many of them break one, the location rule among them.
    expect(broken).toBeGreaterThan(100);
    expect(monthViolations(rules, [{ date: '2026-02-02', shift_type_id: 'L', member_id: 'ann' }])).toEqual([
      { rule: 'location', member_id: 'ann', date: '2026-02-02', detail: 'Ann does not work at South Home' },
    ]);
  });
});
