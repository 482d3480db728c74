/** The objective of a schedule with its breakdown, computed directly from the model's definition. */
import { countsAsWeekend } from '../model/calendar.ts';
import { OFF, type RosterModel, type Schedule } from '../model/types.ts';

export interface ObjectiveBreakdown {
  total: number;
  coverUnder: number;
  coverOver: number;
  /** Missing qualified people on shift-days with a skill minimum, weighted like understaffing. */
  skillUnder: number;
  shiftOnRequests: number;
  shiftOffRequests: number;
  /** Per CountTarget kind (admin baseline, employee extra, weekend fairness, …). */
  targets: Record<string, number>;
}

export function objectiveOf(model: RosterModel, schedule: Schedule): ObjectiveBreakdown {
  const { days } = model;
  const cell = (e: number, d: number): number => schedule[e * days + d]!;
  const b: ObjectiveBreakdown = {
    total: 0,
    coverUnder: 0,
    coverOver: 0,
    skillUnder: 0,
    shiftOnRequests: 0,
    shiftOffRequests: 0,
    targets: {},
  };

  for (const c of model.cover) {
    let n = 0;
    for (let e = 0; e < model.employees.length; e++) if (cell(e, c.day) === c.shiftType) n++;
    b.coverUnder += Math.max(0, c.requirement - n) * c.underWeight;
    b.coverOver += Math.max(0, n - c.requirement) * c.overWeight;
  }

  for (const r of model.skillCover ?? []) {
    const n = r.qualified.filter((e) => cell(e, r.day) === r.shiftType).length;
    b.skillUnder += Math.max(0, r.requirement - n) * r.underWeight;
  }

  model.employees.forEach((emp, e) => {
    for (const r of emp.shiftOnRequests) {
      const s = cell(e, r.day);
      if (r.shiftType === undefined ? s === OFF : s !== r.shiftType) b.shiftOnRequests += r.weight;
    }
    for (const r of emp.shiftOffRequests) {
      const s = cell(e, r.day);
      if (s !== OFF && (r.shiftType === undefined || s === r.shiftType)) b.shiftOffRequests += r.weight;
    }
    for (const t of emp.countTargets) {
      let n = 0;
      for (let d = 0; d < days; d++) {
        const s = cell(e, d);
        if (s === OFF || (t.weekendOnly && !countsAsWeekend(model.firstWeekday, model.holidays, d))) continue;
        if (!t.shiftTypes || t.shiftTypes.includes(s)) n++;
      }
      const cost = Math.max(0, t.target - n) * t.underWeight + Math.max(0, n - t.target) * t.overWeight;
      b.targets[t.kind] = (b.targets[t.kind] ?? 0) + cost;
    }
  });

  b.total =
    b.coverUnder +
    b.coverOver +
    b.skillUnder +
    b.shiftOnRequests +
    b.shiftOffRequests +
    Object.values(b.targets).reduce((a, x) => a + x, 0);
  return b;
}
