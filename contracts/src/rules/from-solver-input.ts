import { solverInputSchema, type SolverInput } from '../solver/input.ts';
import type { RuleInput } from './check.ts';

/** The hard rules of a month as the solver is given them (contracts/src/solver/input.ts). */
export function ruleInputOf(raw: SolverInput): RuleInput {
  const input = solverInputSchema.parse(raw);
  return {
    min_rest_hours: input.min_rest_hours,
    max_weekly_hours: input.max_weekly_hours,
    shift_types: input.shift_types.map(({ id, name, start_time, duration_hours, location_id }) => ({
      id: String(id),
      name,
      start_time,
      duration_hours,
      location_id: location_id === null ? null : String(location_id),
    })),
    members: input.employees.map((employee) => ({
      id: String(employee.id),
      name: employee.name,
      available_weekdays: employee.available_weekdays,
      disallowed_shift_types: employee.disallowed_shift_types.map(String),
      vacations: employee.vacations,
      max_weekly_hours: employee.max_weekly_hours,
      location_ids: employee.location_ids.map(String),
    })),
    locations: input.locations.map(({ id, name }) => ({ id: String(id), name })),
    apart: input.collaborations.filter((rule) => rule.collaboration_type === 'avoid_together').map((rule) => rule.employee_ids.map(String)),
    history: input.history.assignments.map(({ employee_id, date, start_time, duration_hours }) => ({
      member_id: String(employee_id),
      date,
      start_time,
      duration_hours,
    })),
  };
}
