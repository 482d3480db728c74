/**
 * What the labour-rules benchmark reports of a solved month, from the model and the validator:
 * understaffing, overstaffing on shift-days that need nobody and on those that need someone, and
 * rest and weekly-hours violations (0 for every schedule the solver answers with).
 */
import { OFF, type RosterModel, type Schedule } from '../src/model/types.ts';
import { validate } from '../src/validate/validate.ts';

export interface RulesReport {
  understaffed: number;
  /** Shift-days that need nobody and got someone, and the assignments on them. */
  zeroNeedDays: number;
  zeroNeedAssignments: number;
  overstaffed: number;
  restViolations: number;
  weeklyViolations: number;
}

export function rulesReport(model: RosterModel, schedule: Schedule): RulesReport {
  const r: RulesReport = {
    understaffed: 0,
    zeroNeedDays: 0,
    zeroNeedAssignments: 0,
    overstaffed: 0,
    restViolations: 0,
    weeklyViolations: 0,
  };
  for (const c of model.cover) {
    let n = 0;
    for (let e = 0; e < model.employees.length; e++)
      if (schedule[e * model.days + c.day] !== OFF && schedule[e * model.days + c.day] === c.shiftType) n++;
    r.understaffed += Math.max(0, c.requirement - n);
    if (c.requirement === 0 && n > 0) {
      r.zeroNeedDays++;
      r.zeroNeedAssignments += n;
    }
    if (c.requirement > 0) r.overstaffed += Math.max(0, n - c.requirement);
  }
  for (const v of validate(model, schedule).violations) {
    if (v.rule === 'rest_period' || v.rule === 'forbidden_succession') r.restViolations++;
    if (v.rule === 'max_weekly_minutes') r.weeklyViolations++;
  }
  return r;
}
