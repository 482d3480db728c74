import type { SolverInput } from '@rostra/contracts/solver/input';

/**
 * December for 24 people on Early, Late and Night, with minimum runs and counts the admins set and
 * the employees asked for: no bound proves a schedule of it optimal, so its solve runs its whole
 * budget (measured: feasible at 785 over a lower bound of 0 after 20 s).
 */
export const hardMonth: SolverInput = {
  year: 2026,
  month: 12,
  shift_types: (
    [
      ['early', 'Early', '06:00', 5],
      ['late', 'Late', '14:00', 4],
      ['night', 'Night', '22:00', 3],
    ] as const
  ).map(([id, name, start_time, needed]) => ({
    id,
    name,
    start_time,
    duration_hours: 8,
    // Fewer Earlies on Sundays.
    requirements: [{ day_of_week: null, employees_needed: needed }, ...(id === 'early' ? [{ day_of_week: 0, employees_needed: 3 }] : [])],
  })),
  employees: Array.from({ length: 24 }, (_, i) => ({
    id: `e${i}`,
    name: `E${i}`,
    max_consecutive_days: 5,
    min_consecutive_days: 2,
    min_consecutive_days_off: 2,
    admin_set: { shift_preferences: { early: 7 + (i % 3), late: 5 + (i % 2), night: i % 4 } },
    employee_requested: { shift_preferences: { early: 9 - (i % 4), late: 6, night: 2 } },
  })),
};
