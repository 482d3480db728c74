// How qualifications read wherever they are shown (the member list, a member's own, the shift-day editor).
import type { MemberSkill, Skill } from '@rostra/contracts';

/** Skill names by id; a skill deleted since reads as its id. */
export const skillNames = (skills: readonly Skill[] | undefined) => new Map((skills ?? []).map((skill) => [skill.id, skill.name]));

/** 'Registered nurse (until 2026-12-15)', or the name alone for a qualification without end. */
export const qualificationText = (held: MemberSkill, names: ReadonlyMap<string, string>) => {
  const name = names.get(held.skill_id) ?? held.skill_id;
  return held.valid_until ? `${name} (until ${held.valid_until})` : name;
};

/** A member's qualifications in one line, by name; 'None' without any. */
export const qualificationsText = (held: readonly MemberSkill[] | undefined, names: ReadonlyMap<string, string>) =>
  held?.length
    ? held
        .map((skill) => qualificationText(skill, names))
        .sort((a, b) => a.localeCompare(b))
        .join(', ')
    : 'None';
