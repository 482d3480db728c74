/**
 * The month's skill minimums as model rows (docs/scheduling-rules.md#skills-cover-soft): per shift-day, the
 * requirement row that applies (as contracts' employeesNeededOnDay picks it: on a holiday its
 * holiday row, else Sunday's; else the weekday's, else the every-day row) and, for each skill it
 * asks for, the employees whose qualification counts on that date (up to and including valid_until)
 * and those whose qualification has lapsed by then (named in reports, renewed by explanations).
 */
import { HOLIDAY_ROW } from '@rostra/contracts/shift-types/api';
import type { ParsedSolverInput } from '@rostra/contracts/solver/input';
import { weekdayOf } from '../model/calendar.ts';
import type { SkillCoverRequirement } from '../model/types.ts';

type Requirement = ParsedSolverInput['shift_types'][number]['requirements'][number];

function rowOn(requirements: readonly Requirement[], weekday: number, holiday: boolean): Requirement | undefined {
  const onWeekday = (w: number) => requirements.find((r) => r.day_of_week === w) ?? requirements.find((r) => r.day_of_week === null);
  return holiday ? (requirements.find((r) => r.day_of_week === HOLIDAY_ROW) ?? onWeekday(0)) : onWeekday(weekday);
}

/** Does a member's qualification count on the date? */
export function holdsSkillOn(
  skills: readonly { skill_id: string | number; valid_until: string | null }[],
  skillId: string,
  date: string,
): boolean {
  return skills.some((s) => String(s.skill_id) === skillId && (s.valid_until === null || date <= s.valid_until));
}

export function skillCoverOf(
  input: ParsedSolverInput,
  shiftTypes: ParsedSolverInput['shift_types'],
  dates: string[],
  firstWeekday: number,
): SkillCoverRequirement[] {
  const names = new Map(input.skills.map((s) => [String(s.id), s.name]));
  const holidays = new Set(input.holidays);
  return dates.flatMap((date, day) =>
    shiftTypes.flatMap((st, shiftType) =>
      (rowOn(st.requirements, weekdayOf(firstWeekday, day), holidays.has(date))?.skills ?? []).map((need) => {
        const skillId = String(need.skill_id);
        const holders = input.employees.flatMap((e, i) => (e.skills.some((s) => String(s.skill_id) === skillId) ? [i] : []));
        const qualified = holders.filter((i) => holdsSkillOn(input.employees[i]!.skills, skillId, date));
        return {
          day,
          shiftType,
          skillId,
          skillName: names.get(skillId) ?? skillId,
          qualified,
          lapsed: holders.filter((i) => !qualified.includes(i)),
          requirement: need.min_count,
          underWeight: input.weights.understaffed,
        };
      }),
    ),
  );
}
