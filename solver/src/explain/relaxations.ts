/**
 * One rule loosened by one step: the candidate changes an understaffing (or skill shortfall)
 * explanation re-solves with. Each is derived from a blocking reason (who was kept off the shift
 * and by what), applied to a copy of the model, and said in the manager's words.
 */
import { weekdayOf } from '../model/calendar.ts';
import { unconstrainedEmployee } from '../model/employee.ts';
import { UNLIMITED, type Employee, type RosterModel } from '../model/types.ts';
import type { UnderstaffedReason } from '../post/reasons.ts';

export type Relaxation =
  | { kind: 'allow_shift_type'; employee: number; shiftType: number }
  | { kind: 'available_weekday'; employee: number; weekday: number }
  | { kind: 'max_consecutive_days'; employee: number; value: number }
  | { kind: 'min_days_off'; employee: number; value: number }
  | { kind: 'max_hours'; employee: number; minutes: number }
  | { kind: 'max_weekends'; employee: number; value: number }
  | { kind: 'allow_together'; employee: number; group: number }
  | { kind: 'allow_apart'; employee: number; group: number }
  | { kind: 'renew_skill'; employee: number; skill: Skill }
  /** With a skill, the added people hold it (a shift-day short of that skill). */
  | { kind: 'extra_person'; weekday: number; count: number; skill?: Skill };

/** A skill a relaxation concerns: its id in the model's skill rows and its name for the words. */
export interface Skill {
  id: string;
  name: string;
}

/** A person more weighs more than loosening one person's rule by one step. */
export const EXTRA_PERSON_SIZE = 3;
export const sizeOf = (r: Relaxation): number => (r.kind === 'extra_person' ? EXTRA_PERSON_SIZE * r.count : 1);

export const WEEKDAY_PLURALS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/**
 * The candidate changes that could put someone on shift s of day d, from the reasons they are off
 * it; last, as many more people available on that weekday as the shift lacks. For a shift-day short
 * of a skill the reasons are those of the people holding it, a lapsed qualification is renewed, and
 * the people added hold the skill.
 */
export function candidatesFor(
  model: RosterModel,
  reasons: UnderstaffedReason[],
  d: number,
  s: number,
  shortfall: number,
  skill?: Skill,
): Relaxation[] {
  const weekday = weekdayOf(model.firstWeekday, d);
  const out: Relaxation[] = [];
  for (const { code, employees } of reasons) {
    for (const e of employees) {
      const emp = model.employees[e]!;
      if (code === 'shift_type_disallowed') out.push({ kind: 'allow_shift_type', employee: e, shiftType: s });
      else if (code === 'qualification_lapsed' && skill) out.push({ kind: 'renew_skill', employee: e, skill });
      else if (code === 'unavailable_weekday') out.push({ kind: 'available_weekday', employee: e, weekday });
      else if (code === 'consecutive_day_limit' && emp.maxConsecutiveWork < UNLIMITED)
        out.push({ kind: 'max_consecutive_days', employee: e, value: emp.maxConsecutiveWork + 1 });
      else if (code === 'days_off_rule' && emp.minConsecutiveOff > 1)
        out.push({ kind: 'min_days_off', employee: e, value: emp.minConsecutiveOff - 1 });
      else if (code === 'monthly_limit' && emp.maxTotalMinutes < UNLIMITED)
        out.push({ kind: 'max_hours', employee: e, minutes: emp.maxTotalMinutes + model.shiftTypes[s]!.durationMinutes });
      else if (code === 'weekend_limit' && emp.maxWeekends < UNLIMITED)
        out.push({ kind: 'max_weekends', employee: e, value: emp.maxWeekends + 1 });
      else if (code === 'kept_apart') {
        model.apartGroups.forEach((g, group) => {
          if (g.includes(e)) out.push({ kind: 'allow_together', employee: e, group });
        });
      } else if (code === 'kept_together') {
        model.togetherGroups.forEach((g, group) => {
          if (g.includes(e)) out.push({ kind: 'allow_apart', employee: e, group });
        });
      }
    }
  }
  out.push({ kind: 'extra_person', weekday, count: shortfall, ...(skill ? { skill } : {}) });
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = JSON.stringify(r);
    return !seen.has(key) && seen.add(key);
  });
}

/**
 * A person with no rules but the weekday: available on it only, no limits, no targets. Fields
 * the model may gain later start as a colleague's (the first employee's).
 */
function extraPerson(model: RosterModel, weekday: number): Employee {
  // The first employee's remaining fields (weekly cap, past shifts) stay; every rule is lifted.
  return {
    ...model.employees[0]!,
    ...unconstrainedEmployee('extra', {
      name: 'one more person',
      availableWeekdays: Array.from({ length: 7 }, (_, w) => w === weekday),
    }),
  };
}

type EmployeeRelaxation = Exclude<Relaxation, { kind: 'extra_person' | 'allow_together' | 'allow_apart' | 'renew_skill' }>;

/** The model with `employees` holding `skill` on every day of its rows (their qualification counts again, or anew). */
function qualify(model: RosterModel, skill: Skill, employees: number[]): RosterModel {
  const skillCover = (model.skillCover ?? []).map((r) =>
    r.skillId !== skill.id
      ? r
      : {
          ...r,
          qualified: [...new Set([...r.qualified, ...employees])].sort((a, b) => a - b),
          lapsed: r.lapsed?.filter((e) => !employees.includes(e)),
        },
  );
  return { ...model, skillCover };
}

/** What each relaxation of one employee's own rules changes of them. */
const EMPLOYEE_RELAXATIONS: {
  [K in EmployeeRelaxation['kind']]: (emp: Employee, r: Extract<Relaxation, { kind: K }>) => Partial<Employee>;
} = {
  allow_shift_type: (emp, r) => ({ disallowedShiftTypes: emp.disallowedShiftTypes.filter((s) => s !== r.shiftType) }),
  available_weekday: (emp, r) => ({ availableWeekdays: emp.availableWeekdays.map((a, w) => a || w === r.weekday) }),
  max_consecutive_days: (_, r) => ({ maxConsecutiveWork: r.value }),
  min_days_off: (_, r) => ({ minConsecutiveOff: r.value }),
  max_hours: (_, r) => ({ maxTotalMinutes: r.minutes }),
  max_weekends: (_, r) => ({ maxWeekends: r.value }),
};

/** The model with the change made (the original is not touched). */
export function relax(model: RosterModel, r: Relaxation): RosterModel {
  if (r.kind === 'extra_person') {
    const n = model.employees.length;
    const more = { ...model, employees: [...model.employees, ...Array.from({ length: r.count }, () => extraPerson(model, r.weekday))] };
    return r.skill ? qualify(more, r.skill, more.employees.map((_, e) => e).slice(n)) : more;
  }
  if (r.kind === 'renew_skill') return qualify(model, r.skill, [r.employee]);
  if (r.kind === 'allow_together') return { ...model, apartGroups: model.apartGroups.filter((_, g) => g !== r.group) };
  if (r.kind === 'allow_apart') return { ...model, togetherGroups: model.togetherGroups.filter((_, g) => g !== r.group) };
  const emp = model.employees[r.employee]!;
  // The table is keyed by kind, so the entry fits `r`; TypeScript cannot follow the key to the type.
  const change = EMPLOYEE_RELAXATIONS[r.kind] as (emp: Employee, r: EmployeeRelaxation) => Partial<Employee>;
  const changed: Employee = { ...emp, ...change(emp, r) };
  return { ...model, employees: model.employees.map((x, e) => (e === r.employee ? changed : x)) };
}

const others = (model: RosterModel, group: number[], e: number): string =>
  group
    .filter((o) => o !== e)
    .map((o) => model.employees[o]!.name || model.employees[o]!.id)
    .join(', ');

/** The change in words: "allow Ana Silva to work Night", "one more person available on Saturdays". */
export function describeRelaxation(model: RosterModel, r: Relaxation): string {
  if (r.kind === 'extra_person')
    return `${r.count === 1 ? 'one more person' : `${r.count} more people`}${r.skill ? ` with ${r.skill.name}` : ''} available on ${WEEKDAY_PLURALS[r.weekday]}`;
  const name = model.employees[r.employee]!.name || model.employees[r.employee]!.id;
  switch (r.kind) {
    case 'allow_shift_type':
      return `allow ${name} to work ${model.shiftTypes[r.shiftType]!.name}`;
    case 'available_weekday':
      return `make ${name} available on ${WEEKDAY_PLURALS[r.weekday]}`;
    case 'max_consecutive_days':
      return `raise ${name}'s max consecutive days to ${r.value}`;
    case 'min_days_off':
      return `lower ${name}'s minimum consecutive days off to ${r.value}`;
    case 'max_hours':
      return `raise ${name}'s maximum hours to ${+(r.minutes / 60).toFixed(2)}`;
    case 'max_weekends':
      return `raise ${name}'s maximum weekends to ${r.value}`;
    case 'allow_together':
      return `let ${name} work the same shift as ${others(model, model.apartGroups[r.group]!, r.employee)}`;
    case 'allow_apart':
      return `let ${name} work without ${others(model, model.togetherGroups[r.group]!, r.employee)}`;
    case 'renew_skill':
      return `renew ${name}'s ${r.skill.name} qualification`;
  }
}

export const memberOf = (model: RosterModel, r: Relaxation): string | null =>
  r.kind === 'extra_person' ? null : model.employees[r.employee]!.id;
