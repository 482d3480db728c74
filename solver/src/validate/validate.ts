/**
 * The independent validator: every hard rule of the model checked on a schedule, and the
 * objective with its breakdown. Tests, benchmarks and the command line trust only this.
 */
import { OFF, type RosterModel, type Schedule } from '../model/types.ts';
import { objectiveOf, type ObjectiveBreakdown } from './objective.ts';
import { employeeViolations, type Violation } from './violations.ts';

export interface ValidationReport {
  valid: boolean;
  violations: Violation[];
  objective: ObjectiveBreakdown;
}

function groupViolations(model: RosterModel, schedule: Schedule): Violation[] {
  const out: Violation[] = [];
  const cell = (e: number, d: number): number => schedule[e * model.days + d]!;
  for (let d = 0; d < model.days; d++) {
    for (const group of model.togetherGroups) {
      const values = new Set(group.map((e) => cell(e, d)));
      if (values.size > 1) {
        out.push({
          rule: 'together',
          day: d,
          message: `together group ${group.map((e) => model.employees[e]!.id).join('+')} split on day ${d}`,
        });
      }
    }
    for (const group of model.apartGroups) {
      const worked = group.map((e) => cell(e, d)).filter((s) => s !== OFF);
      if (new Set(worked).size < worked.length) {
        out.push({
          rule: 'apart',
          day: d,
          message: `apart group ${group.map((e) => model.employees[e]!.id).join('+')} shares a shift on day ${d}`,
        });
      }
    }
  }
  for (const p of model.pinned) {
    if (cell(p.employee, p.day) !== p.shiftType) {
      out.push({
        rule: 'pinned',
        employee: p.employee,
        day: p.day,
        message: `${model.employees[p.employee]!.id}: pinned assignment on day ${p.day} not kept`,
      });
    }
  }
  return out;
}

export function validate(model: RosterModel, schedule: Schedule): ValidationReport {
  if (schedule.length !== model.employees.length * model.days) {
    throw new Error(`schedule has ${schedule.length} cells, the model ${model.employees.length * model.days}`);
  }
  const violations = model.employees.flatMap((_, e) =>
    employeeViolations(model, e, schedule.subarray(e * model.days, (e + 1) * model.days)),
  );
  violations.push(...groupViolations(model, schedule));
  return { valid: violations.length === 0, violations, objective: objectiveOf(model, schedule) };
}
