/**
 * The product's month (contracts' solver input) as a RosterModel. Desired counts become count
 * targets: below the admin-set count costs the admin weight, between it and a higher employee
 * request the (smaller) extra weight, above the larger of both the beyond-requested weight.
 * A shift type without a count (in no set, or no set saved) asks for 0 of it, as the Shift
 * Preferences tab shows: every shift above the larger count costs, so it goes where it is needed.
 * Weekend fairness and workload balance are targets at each person's fair share of the demand;
 * with a fairness ledger, weekends, nights and shifts above target are shared over the window
 * (fairness.ts).
 * A shift-day without a requirement needs 0: staffing it is overstaffing, at twice the weight.
 * A shift type the member cannot work but the admin allows costs every shift of it (a shift-off
 * request each day): it is worked only where cover needs it.
 */
import { worksAt } from '@rostra/contracts/locations/api';
import { isNightShiftType } from '@rostra/contracts/shift-types/night-shift';
import { employeesNeededOnDay } from '@rostra/contracts/shift-types/api';
import type { ParsedSolverInput } from '@rostra/contracts/solver/input';
import { isWeekendDay, weekdayOf } from '../model/calendar.ts';
import { OFF, UNLIMITED, type CountTarget, type CoverRequirement, type Employee, type RosterModel } from '../model/types.ts';
import { clockMinutes, daysInRange, monthOf } from './month.ts';
import { weekendShares, windowTargets } from './fairness.ts';
import { pastShiftsOf } from './past-shifts.ts';
import { skillCoverOf } from './skill-cover.ts';

export interface ProductModel {
  model: RosterModel;
  dates: string[];
  employeeIds: string[];
  shiftTypeIds: string[];
}

/** How many people one shift-day needs, by date: a repair keeps the coverage its draft was generated for. */
export interface ShiftDayNeed {
  date: string;
  shift_type_id: string;
  required_count: number;
}

function coverOf(
  input: ParsedSolverInput,
  shiftTypes: ParsedSolverInput['shift_types'],
  dates: string[],
  firstWeekday: number,
  needs: readonly ShiftDayNeed[] | undefined,
): CoverRequirement[] {
  const w = input.weights;
  const needed = needs && new Map(needs.map((need) => [`${need.date}|${need.shift_type_id}`, need.required_count]));
  const holidays = new Set(input.holidays);
  return dates.flatMap((date, day) =>
    shiftTypes.flatMap((st, shiftType) => {
      const weekday = weekdayOf(firstWeekday, day);
      const requirement = needed
        ? (needed.get(`${date}|${st.id}`) ?? 0)
        : employeesNeededOnDay(st.requirements, weekday, holidays.has(date));
      // Where nobody is needed the shift does not run: a person there costs more than one more on a
      // shift that runs, so a filler a minimum run needs goes where the work is.
      return [
        { day, shiftType, requirement, underWeight: w.understaffed, overWeight: requirement === 0 ? 2 * w.overstaffed : w.overstaffed },
      ];
    }),
  );
}

type ProductEmployee = ParsedSolverInput['employees'][number];

/** Shifts a member asks for: per shift type the larger of the admin-set count and their request, summed. */
function askedFor(e: ProductEmployee, shiftIds: string[]): number {
  return shiftIds.reduce(
    (sum, sid) => sum + Math.max(e.admin_set?.shift_preferences[sid] ?? 0, e.employee_requested?.shift_preferences[sid] ?? 0),
    0,
  );
}

function targetsOf(
  input: ParsedSolverInput,
  e: ProductEmployee,
  shiftIds: string[],
  shares: { weekend: number; total: number },
  window: CountTarget[],
): CountTarget[] {
  const w = input.weights;
  const out: CountTarget[] = [];
  shiftIds.forEach((sid, s) => {
    const admin = e.admin_set?.shift_preferences[sid] ?? 0;
    const wished = e.employee_requested?.shift_preferences[sid] ?? 0;
    const shiftTypes = [s];
    if (admin > 0) out.push({ kind: 'admin_baseline', shiftTypes, target: admin, underWeight: w.admin_baseline, overWeight: 0 });
    if (wished > admin) out.push({ kind: 'employee_extra', shiftTypes, target: wished, underWeight: w.employee_extra, overWeight: 0 });
    out.push({ kind: 'beyond_requested', shiftTypes, target: Math.max(admin, wished), underWeight: 0, overWeight: w.beyond_requested });
  });
  out.push({ kind: 'weekend_fairness', weekendOnly: true, target: shares.weekend, underWeight: 0, overWeight: w.weekend_fairness });
  out.push({ kind: 'workload_balance', target: shares.total, underWeight: 0, overWeight: w.workload_balance });
  out.push(...window);
  return out.filter((t) => t.underWeight > 0 || t.overWeight > 0);
}

/**
 * The shift types a member may not work: those disallowed for them and those of a location they
 * do not work at (the location rule of docs/scheduling-rules.md), by index, each once.
 */
function ineligible(e: ProductEmployee, shiftTypes: ParsedSolverInput['shift_types'], shiftIndex: Map<string, number>): number[] {
  const disallowed = new Set(e.disallowed_shift_types.flatMap((id) => shiftIndex.get(String(id)) ?? []));
  const locations = e.location_ids.map(String);
  shiftTypes.forEach((s, i) => {
    if (!worksAt(locations, s.location_id === null ? null : String(s.location_id))) disallowed.add(i);
  });
  return [...disallowed].sort((a, b) => a - b);
}

/** Hours per week as the model's minutes; 0 means no weekly limit. */
function weeklyLimit(hours: number): Pick<Employee, 'maxWeeklyMinutes'> {
  return hours > 0 ? { maxWeeklyMinutes: Math.round(hours * 60) } : {};
}

/** The month as a model; `needs`, where given, replace the shift types' requirements per date. */
export function toRosterModel(input: ParsedSolverInput, needs?: readonly ShiftDayNeed[]): ProductModel {
  const month = monthOf(input.year, input.month);
  const { dates, firstWeekday } = month;
  const shiftTypes = input.shift_types.filter((s) => s.is_active);
  const shiftIds = shiftTypes.map((s) => String(s.id));
  const shiftIndex = new Map(shiftIds.map((id, i) => [id, i]));
  const employeeIds = input.employees.map((e) => String(e.id));
  const employeeIndex = new Map(employeeIds.map((id, i) => [id, i]));
  const dayIndex = new Map(dates.map((d, i) => [d, i]));
  const cover = coverOf(input, shiftTypes, dates, firstWeekday, needs);
  const holidays = dates.flatMap((date, day) => (input.holidays.includes(date) ? [day] : []));

  // Holidays count with the weekends (docs/scheduling-rules.md#holidays).
  const weekendLike = (day: number) => isWeekendDay(firstWeekday, day) || holidays.includes(day);
  const demand = (weekendOnly: boolean): number =>
    cover.filter((c) => !weekendOnly || weekendLike(c.day)).reduce((a, c) => a + c.requirement, 0);
  const people = Math.max(1, input.employees.length);
  const total = Math.ceil(demand(false) / people);
  const weekend = weekendShares(input, demand(true));
  const nightShiftTypes = shiftTypes.flatMap((s, i) => (isNightShiftType(s) ? [i] : []));
  const asked = input.employees.map((e) => askedFor(e, shiftIds));
  const window = windowTargets(
    input,
    {
      night: cover.filter((c) => nightShiftTypes.includes(c.shiftType)).reduce((a, c) => a + c.requirement, 0),
      aboveTargets: Math.max(0, demand(false) - asked.reduce((a, b) => a + b, 0)),
    },
    nightShiftTypes,
    asked,
  );

  const employees = input.employees.map((e, i): Employee => ({
    id: String(e.id),
    name: e.name,
    availableWeekdays: Array.from({ length: 7 }, (_, w) => e.available_weekdays[String(w) as '0'] ?? true),
    daysOff: e.vacations.flatMap((v) => daysInRange(month, v.start_date, v.end_date)).map((day) => ({ day, kind: 'vacation' as const })),
    disallowedShiftTypes: ineligible(e, shiftTypes, shiftIndex),
    maxShiftsPerType: shiftIds.map(() => UNLIMITED),
    minTotalMinutes: Math.round((e.min_hours ?? 0) * 60),
    maxTotalMinutes: e.max_hours === undefined ? UNLIMITED : Math.round(e.max_hours * 60),
    minConsecutiveWork: e.min_consecutive_days,
    maxConsecutiveWork: e.max_consecutive_days,
    minConsecutiveOff: e.min_consecutive_days_off,
    maxWeekends: e.max_weekends ?? UNLIMITED,
    ...weeklyLimit(e.max_weekly_hours ?? input.max_weekly_hours),
    pastShifts: pastShiftsOf(input.history.assignments, String(e.id), dates[0]!),
    countTargets: targetsOf(input, e, shiftIds, { weekend: weekend[i]!, total }, window[i]!),
    shiftOnRequests: [],
    shiftOffRequests: [],
  }));
  input.employees.forEach((e, i) => {
    for (const id of e.cannot_shift_types) {
      const shiftType = shiftIndex.get(String(id));
      if (shiftType === undefined) continue;
      for (let day = 0; day < dates.length; day++)
        employees[i]!.shiftOffRequests.push({ day, shiftType, weight: input.weights.cannot_work });
    }
    for (const r of e.day_requests) {
      const day = dayIndex.get(r.date);
      const shiftType = r.shift_type_id === null ? undefined : shiftIndex.get(String(r.shift_type_id));
      if (day === undefined || (r.shift_type_id !== null && shiftType === undefined)) continue;
      const request = { day, ...(shiftType === undefined ? {} : { shiftType }), weight: r.weight };
      employees[i]![r.kind === 'on' ? 'shiftOnRequests' : 'shiftOffRequests'].push(request);
    }
  });

  const group = (ids: (string | number)[]): number[] => [...new Set(ids.flatMap((id) => employeeIndex.get(String(id)) ?? []))];
  const model: RosterModel = {
    days: dates.length,
    firstWeekday,
    minRestMinutes: Math.round(input.min_rest_hours * 60),
    shiftTypes: shiftTypes.map((s) => ({
      id: String(s.id),
      name: s.name,
      startMinute: clockMinutes(s.start_time),
      durationMinutes: Math.round(s.duration_hours * 60),
    })),
    forbiddenSuccessions: [],
    employees,
    cover,
    skillCover: skillCoverOf(input, shiftTypes, dates, firstWeekday),
    holidays,
    togetherGroups: input.collaborations
      .filter((c) => c.collaboration_type === 'prefer_together')
      .map((c) => group(c.employee_ids))
      .filter((g) => g.length > 1),
    apartGroups: input.collaborations
      .filter((c) => c.collaboration_type === 'avoid_together')
      .map((c) => group(c.employee_ids))
      .filter((g) => g.length > 1),
    pinned: input.pinned.flatMap((p) => {
      const employee = employeeIndex.get(String(p.employee_id)),
        day = dayIndex.get(p.date);
      const shiftType = p.shift_type_id === null ? OFF : shiftIndex.get(String(p.shift_type_id));
      return employee === undefined || day === undefined || shiftType === undefined ? [] : [{ employee, day, shiftType }];
    }),
  };
  return { model, dates, employeeIds, shiftTypeIds: shiftIds };
}
