/**
 * The quality report of a schedule, in model indices: shift-days staffed below and above their
 * need (a shift-day without a cover row needs 0), those short of a skill's minimum, the validator's hard-rule violations by rule,
 * and per employee the shifts asked for against those assigned with their weekend (holidays included) and night
 * shifts. Long lists are cut to a cap and keep their total, so 2,000 employees stay small.
 */
import { countsAsWeekend } from '../model/calendar.ts';
import { OFF, type RosterModel, type Schedule } from '../model/types.ts';
import { validate } from '../validate/validate.ts';
import { isNightShift } from './night.ts';

export interface Capped<T> {
  total: number;
  items: T[];
}
export interface StaffedShiftDay {
  day: number;
  shiftType: number;
  required: number;
  assigned: number;
}
/** A shift-day with fewer qualified people on it than a skill minimum (model.skillCover). */
export interface SkillShortDay {
  day: number;
  shiftType: number;
  skillId: string;
  skillName: string;
  required: number;
  /** Those working it whose qualification counts that day. */
  assigned: number;
}
export interface EmployeeQuality {
  employee: number;
  /** Shifts asked for (admin-set baseline or a higher request, summed over shift types); null when none. */
  target: number | null;
  assigned: number;
  weekendShifts: number;
  nightShifts: number;
  weekendShare: number;
  nightShare: number;
}
export interface QualityReport {
  understaffed: Capped<StaffedShiftDay>;
  overstaffed: Capped<StaffedShiftDay>;
  skillShort: Capped<SkillShortDay>;
  violations: Record<string, number>;
  nightShiftTypes: number[];
  employees: Capped<EmployeeQuality>;
}

export interface QualityLimits {
  shiftDays: number;
  employees: number;
}
export const DEFAULT_QUALITY_LIMITS: QualityLimits = { shiftDays: 100, employees: 250 };

/** Count-target kinds that carry what a person asked for (admin-set counts, the member's own). */
const REQUESTED_KINDS = new Set(['admin_baseline', 'employee_extra']);

export function cap<T>(items: T[], limit: number): Capped<T> {
  return { total: items.length, items: items.slice(0, limit) };
}

/** Per shift type, the larger of the admin-set count and the member's request; summed. */
export function targetOf(model: RosterModel, e: number): number | null {
  const perType = new Map<string, number>();
  for (const t of model.employees[e]!.countTargets) {
    if (!REQUESTED_KINDS.has(t.kind)) continue;
    const key = t.shiftTypes ? t.shiftTypes.join(',') : '*';
    perType.set(key, Math.max(perType.get(key) ?? 0, t.target));
  }
  return perType.size === 0 ? null : [...perType.values()].reduce((a, b) => a + b, 0);
}

function staffing(model: RosterModel, schedule: Schedule): { under: StaffedShiftDay[]; over: StaffedShiftDay[] } {
  const { days } = model,
    S = model.shiftTypes.length;
  const assigned = new Int32Array(days * S);
  for (let i = 0; i < schedule.length; i++) {
    const s = schedule[i]!;
    if (s !== OFF) assigned[(i % days) * S + s]!++;
  }
  const required = new Int32Array(days * S);
  for (const c of model.cover) required[c.day * S + c.shiftType] = c.requirement;
  const under: StaffedShiftDay[] = [],
    over: StaffedShiftDay[] = [];
  for (let d = 0; d < days; d++) {
    for (let s = 0; s < S; s++) {
      const row = { day: d, shiftType: s, required: required[d * S + s]!, assigned: assigned[d * S + s]! };
      if (row.assigned < row.required) under.push(row);
      else if (row.assigned > row.required) over.push(row);
    }
  }
  return { under, over };
}

/** Every skill row short of its minimum, most missing first. */
export function skillShortfalls(model: RosterModel, schedule: Schedule): SkillShortDay[] {
  return (model.skillCover ?? [])
    .map((r) => ({
      day: r.day,
      shiftType: r.shiftType,
      skillId: r.skillId,
      skillName: r.skillName,
      required: r.requirement,
      assigned: r.qualified.filter((e) => schedule[e * model.days + r.day] === r.shiftType).length,
    }))
    .filter((r) => r.assigned < r.required)
    .sort((a, b) => b.required - b.assigned - (a.required - a.assigned) || a.day - b.day || a.shiftType - b.shiftType);
}

function employeesOf(model: RosterModel, schedule: Schedule, nights: Set<number>): EmployeeQuality[] {
  const { days } = model;
  const rows = model.employees.map((_, e): EmployeeQuality => {
    let assigned = 0,
      weekendShifts = 0,
      nightShifts = 0;
    for (let d = 0; d < days; d++) {
      const s = schedule[e * days + d]!;
      if (s === OFF) continue;
      assigned++;
      if (countsAsWeekend(model.firstWeekday, model.holidays, d)) weekendShifts++;
      if (nights.has(s)) nightShifts++;
    }
    return { employee: e, target: targetOf(model, e), assigned, weekendShifts, nightShifts, weekendShare: 0, nightShare: 0 };
  });
  const weekendTotal = rows.reduce((a, r) => a + r.weekendShifts, 0),
    nightTotal = rows.reduce((a, r) => a + r.nightShifts, 0);
  for (const r of rows) {
    r.weekendShare = weekendTotal === 0 ? 0 : r.weekendShifts / weekendTotal;
    r.nightShare = nightTotal === 0 ? 0 : r.nightShifts / nightTotal;
  }
  // Past the cap, those furthest from what they asked for are kept.
  const miss = (r: EmployeeQuality): number => (r.target === null ? 0 : Math.abs(r.assigned - r.target));
  return rows.sort((a, b) => miss(b) - miss(a) || a.employee - b.employee);
}

export function qualityReport(model: RosterModel, schedule: Schedule, limits: QualityLimits = DEFAULT_QUALITY_LIMITS): QualityReport {
  const { under, over } = staffing(model, schedule);
  const violations: Record<string, number> = {};
  for (const v of validate(model, schedule).violations) violations[v.rule] = (violations[v.rule] ?? 0) + 1;
  const nightShiftTypes = model.shiftTypes.flatMap((s, i) => (isNightShift(s) ? [i] : []));
  const byMost = (a: StaffedShiftDay, b: StaffedShiftDay): number =>
    Math.abs(b.assigned - b.required) - Math.abs(a.assigned - a.required) || a.day - b.day || a.shiftType - b.shiftType;
  return {
    understaffed: cap(under.sort(byMost), limits.shiftDays),
    overstaffed: cap(over.sort(byMost), limits.shiftDays),
    skillShort: cap(skillShortfalls(model, schedule), limits.shiftDays),
    violations,
    nightShiftTypes,
    employees: cap(employeesOf(model, schedule, new Set(nightShiftTypes)), limits.employees),
  };
}
