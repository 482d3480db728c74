/**
 * Why a shift stayed understaffed, in business terms: for every employee not on it, the first
 * thing that kept them off (on vacation, unavailable that weekday, shift type disallowed, kept
 * apart, at a consecutive-day limit, …), found by asking the validator what would break if they
 * took the shift. A shift-day short of a skill asks the same of those qualified that day.
 */
import { weekdayOf } from '../model/calendar.ts';
import { OFF, type RosterModel, type Schedule, type SkillCoverRequirement } from '../model/types.ts';
import { employeeViolations, type HardRule } from '../validate/violations.ts';

export type ReasonCode =
  | 'on_vacation'
  | 'day_off'
  | 'unavailable_weekday'
  | 'shift_type_disallowed'
  | 'pinned'
  | 'kept_apart'
  | 'kept_together'
  | 'assigned_other_shift'
  | 'consecutive_day_limit'
  | 'days_off_rule'
  | 'rest_period'
  | 'monthly_limit'
  | 'weekly_limit'
  | 'weekend_limit'
  | 'available_not_assigned'
  | 'qualification_lapsed';

export interface UnderstaffedReason {
  code: ReasonCode;
  employees: number[];
}

const RULE_REASON: Partial<Record<HardRule, ReasonCode>> = {
  max_consecutive_work: 'consecutive_day_limit',
  min_consecutive_work: 'consecutive_day_limit',
  min_consecutive_off: 'days_off_rule',
  rest_period: 'rest_period',
  forbidden_succession: 'rest_period',
  max_total_minutes: 'monthly_limit',
  max_shifts_per_type: 'monthly_limit',
  max_weekly_minutes: 'weekly_limit',
  max_weekends: 'weekend_limit',
};

function reasonFor(model: RosterModel, schedule: Schedule, e: number, d: number, s: number): ReasonCode {
  const { days } = model,
    emp = model.employees[e]!;
  const off = emp.daysOff.find((o) => o.day === d);
  if (off) return off.kind === 'vacation' ? 'on_vacation' : 'day_off';
  if (!emp.availableWeekdays[weekdayOf(model.firstWeekday, d)]) return 'unavailable_weekday';
  if (emp.disallowedShiftTypes.includes(s)) return 'shift_type_disallowed';
  if (model.pinned.some((p) => p.employee === e && p.day === d)) return 'pinned';
  if (model.apartGroups.some((g) => g.includes(e) && g.some((o) => o !== e && schedule[o * days + d] === s))) return 'kept_apart';
  if (model.togetherGroups.some((g) => g.includes(e))) return 'kept_together';
  if (schedule[e * days + d] !== OFF) return 'assigned_other_shift';
  const row = schedule.slice(e * days, (e + 1) * days);
  row[d] = s;
  for (const v of employeeViolations(model, e, row)) {
    const code = RULE_REASON[v.rule];
    if (code) return code;
  }
  return 'available_not_assigned';
}

export function understaffedReasons(
  model: RosterModel,
  schedule: Schedule,
  d: number,
  s: number,
  /** Only these employees (a skill shortfall: those qualified that day); every one when undefined. */
  among?: readonly number[],
): UnderstaffedReason[] {
  const byCode = new Map<ReasonCode, number[]>();
  (among ?? model.employees.map((_, e) => e)).forEach((e) => {
    if (schedule[e * model.days + d] === s) return;
    const code = reasonFor(model, schedule, e, d, s);
    byCode.set(code, [...(byCode.get(code) ?? []), e]);
  });
  return [...byCode].map(([code, employees]) => ({ code, employees }));
}

/**
 * Why a shift-day is short of a skill: what kept each person qualified that day off it, and who
 * holds the skill but whose qualification had lapsed by then (on the shift or not, they do not count).
 */
export function skillShortReasons(model: RosterModel, schedule: Schedule, row: SkillCoverRequirement): UnderstaffedReason[] {
  const reasons = understaffedReasons(model, schedule, row.day, row.shiftType, row.qualified);
  return row.lapsed?.length ? [...reasons, { code: 'qualification_lapsed', employees: row.lapsed }] : reasons;
}
