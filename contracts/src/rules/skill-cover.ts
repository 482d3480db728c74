import { holdsOn, type MemberSkill, type RequirementSkill } from '../skills/api.ts';
import { skillMinimumsOnDay, type RequirementRow } from '../shift-types/api.ts';

// Skill cover (docs/api/skills.md): of the people on a shift-day, at least `min_count` must hold each
// skill its requirement row asks for, on that date (a qualification counts up to and including its
// valid_until); one person counts for every skill they hold. Cover is not a hard rule: the solver
// pays for a shortfall like understaffing, and a hand edit that leaves one answers a warning. Pure,
// shared by the command API's edits and the solver's validator, so the two count alike.

export interface SkillCoverShiftType {
  id: string;
  name: string;
  requirements: readonly (RequirementRow & { skills?: readonly RequirementSkill[] })[];
}

export interface SkillCoverInput {
  shift_types: readonly SkillCoverShiftType[];
  /** Each member's qualifications, by member id; a member not in it holds none. */
  member_skills: ReadonlyMap<string, readonly MemberSkill[]>;
  /** The organization's skills, to name them. */
  skills: readonly { id: string; name: string }[];
  /** The month's public holidays (YYYY-MM-DD), whose row applies on them. */
  holidays: ReadonlySet<string>;
}

/** A shift-day with fewer holders of a skill than its row asks for. */
export interface SkillCoverShortfall {
  date: string;
  shift_type_id: string;
  skill_id: string;
  required: number;
  covered: number;
  detail: string;
}

export interface ShiftDay {
  date: string;
  shift_type_id: string;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether a member holding `skills` counts for `skillId` on `date`. */
export const qualifiedOn = (skills: readonly MemberSkill[] | undefined, skillId: string, date: string): boolean =>
  (skills ?? []).some((skill) => skill.skill_id === skillId && holdsOn(skill, date));

/** The skill minimums of one shift-day, each with how many of `memberIds` hold the skill on its date. */
export function skillCover(input: SkillCoverInput, shiftDay: ShiftDay, memberIds: readonly string[]): SkillCoverShortfall[] {
  const shiftType = input.shift_types.find((type) => type.id === shiftDay.shift_type_id);
  if (!shiftType) return [];
  const { date } = shiftDay;
  const minimums = skillMinimumsOnDay(shiftType.requirements, weekdayOf(date), input.holidays.has(date));
  return minimums.map(({ skill_id, min_count }) => {
    const covered = memberIds.filter((id) => qualifiedOn(input.member_skills.get(id), skill_id, date)).length;
    const name = input.skills.find((skill) => skill.id === skill_id)?.name ?? skill_id;
    return {
      date,
      shift_type_id: shiftType.id,
      skill_id,
      required: min_count,
      covered,
      detail: `${shiftType.name} on ${date} has ${covered} of the ${min_count} "${name}" it needs`,
    };
  });
}

/** The skill shortfalls of the given shift-days, with `assignments` (date, shift type, member) on them. */
export function skillShortfalls(
  input: SkillCoverInput,
  assignments: readonly { date: string; shift_type_id: string; member_id: string }[],
  shiftDays: readonly ShiftDay[],
): SkillCoverShortfall[] {
  return shiftDays.flatMap((shiftDay) => {
    const on = assignments.filter((a) => a.date === shiftDay.date && a.shift_type_id === shiftDay.shift_type_id).map((a) => a.member_id);
    return skillCover(input, shiftDay, on).filter((cover) => cover.covered < cover.required);
  });
}

/**
 * What an edit did to skill cover: the shortfalls after it, on `shiftDays`, that were not there
 * before or are deeper now (taking off the last qualified person, or someone unqualified in their place).
 */
export function newSkillShortfalls(
  input: SkillCoverInput,
  before: readonly { date: string; shift_type_id: string; member_id: string }[],
  after: readonly { date: string; shift_type_id: string; member_id: string }[],
  shiftDays: readonly ShiftDay[],
): SkillCoverShortfall[] {
  const earlier = skillShortfalls(input, before, shiftDays);
  return skillShortfalls(input, after, shiftDays).filter((now) => {
    const was = earlier.find((old) => old.date === now.date && old.shift_type_id === now.shift_type_id && old.skill_id === now.skill_id);
    return !was || now.covered < was.covered;
  });
}
