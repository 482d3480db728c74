import { skillCover, type SkillCoverInput, type SkillShortfall } from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { shiftTypesOf } from './shift-types.ts';
import { memberSkillsOf, skillsOf } from './skills.ts';

// The calendar's "short of Registered nurse" marks, counted from the month as it stands (after hand
// edits, repairs, trades, vacations and absences) rather than as it was generated: the same count
// as the hand edits' skill_cover warnings (contracts' skill-cover), with the shift types' skill
// minimums as they are now and each member's qualifications on the shift's date.

/** The skill minimums a shift-day is short of with `memberIds` on it (none: met, or none asked). */
export type SkillMarks = (date: string, shiftTypeId: string, memberIds: readonly string[]) => SkillShortfall[];

export function skillMarks(input: SkillCoverInput): SkillMarks {
  const names = new Map(input.skills.map((skill) => [skill.id, skill.name]));
  return (date, shift_type_id, memberIds) =>
    skillCover(input, { date, shift_type_id }, memberIds)
      .filter((cover) => cover.covered < cover.required)
      .map((cover) => ({
        skill_id: cover.skill_id,
        skill_name: names.get(cover.skill_id) ?? cover.skill_id,
        missing: cover.required - cover.covered,
      }));
}

/** The organization's skill facts as they are now; `holidays` are the dates whose row applies. */
export async function skillCoverInputOf(store: ReadStore, organizationId: string, holidays: Iterable<string>): Promise<SkillCoverInput> {
  const [shift_types, member_skills, skills] = await Promise.all([
    shiftTypesOf(store, organizationId),
    memberSkillsOf(store, organizationId),
    skillsOf(store, organizationId),
  ]);
  return { shift_types, member_skills, skills, holidays: new Set(holidays) };
}

/** The marks of a month of the organization's, from its skill facts. */
export async function skillMarksOf(store: ReadStore, organizationId: string, holidays: Iterable<string>): Promise<SkillMarks> {
  return skillMarks(await skillCoverInputOf(store, organizationId, holidays));
}
