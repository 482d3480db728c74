import { solverInputSchema, type SolverInput } from '@rostra/contracts/solver/input';
import { describe, expect, it } from 'vitest';
import { aShiftType } from '../testing/shift-type.ts';
import { solveProduct } from './solve-product.ts';
import { toRosterModel } from './to-model.ts';
import { reproducible as options } from '../testing/reproducible.ts';

// Two homes with a day shift each. Ann works only at North, Bob only at South, Flo at both;
// Ann is away the first week and Bob the second, so only Flo can staff their home then.
const input: SolverInput = {
  year: 2026,
  month: 2,
  locations: [
    { id: 'north', name: 'North Home' },
    { id: 'south', name: 'South Home' },
  ],
  shift_types: [
    { ...aShiftType('ND', 'North day', '08:00', 1), location_id: 'north' },
    { ...aShiftType('SD', 'South day', '08:00', 1), location_id: 'south' },
  ],
  employees: [
    { id: 'ann', name: 'Ann', location_ids: ['north'], vacations: [{ start_date: '2026-02-02', end_date: '2026-02-08' }] },
    { id: 'bob', name: 'Bob', location_ids: ['south'], vacations: [{ start_date: '2026-02-09', end_date: '2026-02-15' }] },
    { id: 'flo', name: 'Flo', location_ids: ['north', 'south'] },
  ],
};

describe('locations in the product model', () => {
  it('makes the shift types of other locations ineligible for a member, none for a floater', () => {
    const { model } = toRosterModel(solverInputSchema.parse(input));
    expect(model.employees.map((employee) => employee.disallowedShiftTypes)).toEqual([[1], [0], []]);
  });

  it('never puts a one-location member elsewhere, and the floater covers both homes', async () => {
    const solved = await solveProduct(input, options);
    expect(['optimal', 'feasible']).toContain(solved.status);
    const worked = (employee: string) => new Set(solved.assignments.filter((a) => a.employee_id === employee).map((a) => a.shift_type_id));
    expect([...worked('ann')]).toEqual(['ND']);
    expect([...worked('bob')]).toEqual(['SD']);
    expect([...worked('flo')].sort()).toEqual(['ND', 'SD']);
  });
});
