import type { SolverInput } from '@rostra/contracts/solver/input';

/**
 * A shift type of the solver's input, `duration_hours` long (8 unless given), that needs `needed`
 * people every day, or only on the weekdays `days` lists (0 = Sunday).
 */
export function aShiftType(
  id: string,
  name: string,
  start_time: string,
  needed: number,
  { days, duration_hours = 8 }: { days?: number[]; duration_hours?: number } = {},
): SolverInput['shift_types'][number] {
  const requirements = days
    ? days.map((day_of_week) => ({ day_of_week, employees_needed: needed }))
    : [{ day_of_week: null, employees_needed: needed }];
  return { id, name, start_time, duration_hours, requirements };
}
