/**
 * A February of Nights short of a nurse after a lapse: Night needs 2 a night, of whom at least 1
 * registered nurse. Ann's registration lapses after 14 February; Bob's does not; Cat, Dan and Eve
 * hold none. From the 15th only Bob counts, and he cannot work every night (7 nights in a row at
 * most), so some nights are short of a nurse.
 */
import type { SolverInput } from '@rostra/contracts/solver/input';
import { aShiftType } from './shift-type.ts';

const night = aShiftType('N', 'Night', '22:00', 2);

export const lapsingNurseMonth: SolverInput = {
  year: 2026,
  month: 2,
  skills: [{ id: 'rn', name: 'Registered nurse' }],
  shift_types: [{ ...night, requirements: night.requirements!.map((r) => ({ ...r, skills: [{ skill_id: 'rn', min_count: 1 }] })) }],
  employees: [
    { id: 'ann', name: 'Ann', skills: [{ skill_id: 'rn', valid_until: '2026-02-14' }] },
    { id: 'bob', name: 'Bob', skills: [{ skill_id: 'rn', valid_until: null }] },
    { id: 'cat', name: 'Cat' },
    { id: 'dan', name: 'Dan' },
    { id: 'eve', name: 'Eve' },
  ],
};

/** The month without skills: the same people and Nights, the head count only. */
export const lapsingNurseMonthWithoutSkills: SolverInput = {
  ...lapsingNurseMonth,
  skills: [],
  shift_types: [night],
  employees: lapsingNurseMonth.employees.map(({ skills: _, ...e }) => e),
};
