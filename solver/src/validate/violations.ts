/**
 * Hard-rule check of one employee's row, written independently of the optimizer: it walks the
 * days and reports every broken rule with the day it concerns. Used by the validator and by the
 * understaffing explanations (which ask "what would break if this person took that shift?").
 */
import { isWeekendDay, weekdayOf, weekendIdOf, weekOf } from '../model/calendar.ts';
import { OFF, type RosterModel } from '../model/types.ts';

export type HardRule =
  | 'day_off'
  | 'vacation'
  | 'unavailable_weekday'
  | 'disallowed_shift_type'
  | 'forbidden_succession'
  | 'rest_period'
  | 'max_shifts_per_type'
  | 'max_total_minutes'
  | 'min_total_minutes'
  | 'max_weekly_minutes'
  | 'max_consecutive_work'
  | 'min_consecutive_work'
  | 'min_consecutive_off'
  | 'max_weekends'
  | 'together'
  | 'apart'
  | 'pinned'
  | 'unknown_shift_type';

export interface Violation {
  rule: HardRule;
  employee?: number;
  day?: number;
  message: string;
}

/** Maximal runs of equal working state: [start, length, working]. */
function runs(row: ArrayLike<number>): [number, number, boolean][] {
  const out: [number, number, boolean][] = [];
  for (let d = 0; d < row.length; d++) {
    const working = row[d] !== OFF;
    const last = out[out.length - 1];
    if (last && last[2] === working) last[1]++;
    else out.push([d, 1, working]);
  }
  return out;
}

export function employeeViolations(model: RosterModel, e: number, row: ArrayLike<number>): Violation[] {
  const emp = model.employees[e]!;
  const out: Violation[] = [];
  const v = (rule: HardRule, message: string, day?: number): void => {
    out.push({ rule, employee: e, ...(day === undefined ? {} : { day }), message: `${emp.id}: ${message}` });
  };
  const offKind = new Map(emp.daysOff.map((o) => [o.day, o.kind]));
  const perType = new Array<number>(model.shiftTypes.length).fill(0);
  const weekends = new Set<number>();
  let minutes = 0;
  // [past minutes, horizon minutes] per week index: the past shifts of the first week count, and a
  // week is judged only when the horizon adds to it. The latest past shift to end is the one
  // before day 0 for the rest.
  const weekly = new Map<number, [number, number]>();
  const addWeekly = (day: number, m: number): void => {
    const w = weekOf(model.firstWeekday, day),
      entry = weekly.get(w) ?? [0, 0];
    entry[day < 0 ? 0 : 1] += m;
    weekly.set(w, entry);
  };
  let previous: { day: number; shift: number; end: number } | undefined;
  for (const p of emp.pastShifts ?? []) {
    const day = Math.floor(p.startMinute / 1440);
    if (weekOf(model.firstWeekday, day) === 0) addWeekly(day, p.durationMinutes);
    const end = p.startMinute + p.durationMinutes;
    if (!previous || end > previous.end) previous = { day, shift: OFF, end };
  }

  for (let d = 0; d < model.days; d++) {
    const s = row[d]!;
    if (s === OFF) continue;
    const shift = model.shiftTypes[s];
    if (!shift) {
      v('unknown_shift_type', `unknown shift type ${s} on day ${d}`, d);
      continue;
    }
    const kind = offKind.get(d);
    if (kind) v(kind, `works on ${kind === 'vacation' ? 'vacation' : 'a day off'} (day ${d})`, d);
    if (!emp.availableWeekdays[weekdayOf(model.firstWeekday, d)]) v('unavailable_weekday', `works on an unavailable weekday (day ${d})`, d);
    if (emp.disallowedShiftTypes.includes(s)) v('disallowed_shift_type', `works disallowed shift ${shift.id} (day ${d})`, d);
    perType[s]!++;
    minutes += shift.durationMinutes;
    addWeekly(d, shift.durationMinutes);
    if (isWeekendDay(model.firstWeekday, d)) weekends.add(weekendIdOf(model.firstWeekday, d)!);
    if (previous && previous.day === d - 1 && model.forbiddenSuccessions.some((f) => f.first === previous!.shift && f.second === s)) {
      v('forbidden_succession', `${model.shiftTypes[previous.shift]!.id} followed by ${shift.id} (day ${d})`, d);
    }
    if (shift.startMinute !== undefined) {
      const start = d * 1440 + shift.startMinute;
      const rest = previous ? start - previous.end : Infinity;
      if (rest < 0) v('rest_period', `shift overlaps the previous one (day ${d})`, d);
      else if (rest < model.minRestMinutes)
        v('rest_period', `${rest} minutes of rest before day ${d}, ${model.minRestMinutes} required`, d);
      previous = { day: d, shift: s, end: start + shift.durationMinutes };
    } else {
      previous = { day: d, shift: s, end: 0 };
    }
  }

  perType.forEach((n, s) => {
    const max = emp.maxShiftsPerType[s];
    if (max !== undefined && n > max) v('max_shifts_per_type', `${n} shifts of ${model.shiftTypes[s]!.id}, at most ${max}`);
  });
  if (minutes > emp.maxTotalMinutes) v('max_total_minutes', `${minutes} minutes, at most ${emp.maxTotalMinutes}`);
  if (minutes < emp.minTotalMinutes) v('min_total_minutes', `${minutes} minutes, at least ${emp.minTotalMinutes}`);
  const weekMax = emp.maxWeeklyMinutes;
  if (weekMax !== undefined) {
    for (const [w, [past, inside]] of weekly) {
      if (inside > 0 && past + inside > weekMax)
        v(
          'max_weekly_minutes',
          `${past + inside} minutes in week ${w}${past > 0 ? ` (${past} before the horizon)` : ''}, at most ${weekMax}`,
        );
    }
  }
  if (weekends.size > emp.maxWeekends) v('max_weekends', `${weekends.size} weekends worked, at most ${emp.maxWeekends}`);

  for (const [start, length, working] of runs(row)) {
    const inner = start > 0 && start + length < model.days;
    if (working && length > emp.maxConsecutiveWork) {
      v('max_consecutive_work', `${length} consecutive working days from day ${start}, at most ${emp.maxConsecutiveWork}`, start);
    }
    if (working && inner && length < emp.minConsecutiveWork) {
      v('min_consecutive_work', `${length} consecutive working days from day ${start}, at least ${emp.minConsecutiveWork}`, start);
    }
    if (!working && inner && length < emp.minConsecutiveOff) {
      v('min_consecutive_off', `${length} consecutive days off from day ${start}, at least ${emp.minConsecutiveOff}`, start);
    }
  }
  return out;
}
