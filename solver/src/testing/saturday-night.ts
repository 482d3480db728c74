import type { SolverInput } from '@rostra/contracts/solver/input';

/** A Night shift (22:00, 8 h) that needs one person on Saturdays only: four shift-days in December 2026. */
export const saturdayNight: SolverInput['shift_types'][number] = {
  id: 'night',
  name: 'Night',
  start_time: '22:00',
  duration_hours: 8,
  requirements: [
    { day_of_week: null, employees_needed: 0 },
    { day_of_week: 6, employees_needed: 1 },
  ],
};
