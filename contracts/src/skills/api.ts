import { z } from 'zod';
import type { MemberSkillData } from './events.ts';
import { isoDate, singleLine } from '../shared/fields.ts';
import { LIMITS } from '../shared/limits.ts';
import { TEXT } from '../shared/texts.ts';

// An organization's skills (qualifications) and who holds which until when (docs/api/skills.md):
// bodies, answers, read models.

export const SKILL_TEXT = {
  nameRequired: 'Skill name is required',
  nameTaken: (name: string) => `A skill named "${name}" already exists in this organization`,
  notFound: 'Skill not found',
  inUse: (shiftTypes: readonly string[]) => `The skill is required by shift types: ${shiftTypes.join(', ')}`,
  unknownSkills: (ids: readonly string[]) => `Unknown skills: ${ids.join(', ')}`,
  unknownMember: 'This member cannot be scheduled in this organization',
  skillsList: 'skills must be a list of skill_id and valid_until (YYYY-MM-DD or null)',
  skillTwice: 'Each skill can be listed only once',
  requirementSkills: 'skills must be a list of skill_id and min_count',
  minCount: 'min_count must be a whole number of at least 1',
  minCountAboveNeeded: 'min_count cannot be more than employees_needed',
  days: 'days must be a whole number from 0 to 366',
} as const;

export const skillName = singleLine(
  z
    .string({ error: SKILL_TEXT.nameRequired })
    .trim()
    .min(1, SKILL_TEXT.nameRequired)
    .max(LIMITS.skillName.max, TEXT.maxChars(LIMITS.skillName.max)),
);

/** POST …/skills and PUT …/skills/{id}: the name is all a skill has. */
export const skillBody = z.object({ name: skillName });

const skillId = z.string({ error: SKILL_TEXT.skillsList }).min(1, SKILL_TEXT.skillsList);

/** PUT …/members/{memberId}/skills: every qualification the member holds, each skill once; answered by skill id. */
export const memberSkillsBody = z.object({
  skills: z
    .array(z.object({ skill_id: skillId, valid_until: isoDate.nullish().transform((date) => date ?? null) }), {
      error: SKILL_TEXT.skillsList,
    })
    .superRefine((skills, context) => {
      skills.forEach((skill, index) => {
        if (skills.findIndex((other) => other.skill_id === skill.skill_id) !== index)
          context.addIssue({ code: 'custom', message: SKILL_TEXT.skillTwice, path: [index, 'skill_id'] });
      });
    })
    .transform((skills): MemberSkill[] => [...skills].sort((a, b) => a.skill_id.localeCompare(b.skill_id))),
});

/** GET …/skills/expiring?days=: the window, 30 days unless asked otherwise. */
export const expiringSkillsQuery = z.object({
  days: z.coerce.number({ error: SKILL_TEXT.days }).int(SKILL_TEXT.days).min(0, SKILL_TEXT.days).max(366, SKILL_TEXT.days).default(30),
});

/** A requirement row's skill minimum: at least `min_count` of the people on it hold the skill. */
export const requirementSkills = z
  .array(
    z.object({
      skill_id: skillId,
      min_count: z.number({ error: SKILL_TEXT.minCount }).int(SKILL_TEXT.minCount).min(1, SKILL_TEXT.minCount),
    }),
    { error: SKILL_TEXT.requirementSkills },
  )
  .superRefine((skills, context) => {
    skills.forEach((skill, index) => {
      if (skills.findIndex((other) => other.skill_id === skill.skill_id) !== index)
        context.addIssue({ code: 'custom', message: SKILL_TEXT.skillTwice, path: [index, 'skill_id'] });
    });
  });

/** A skill as the API shows it. */
export interface Skill {
  id: string;
  name: string;
}

/** A member's qualification as the API shows it; it counts on dates up to and including valid_until. */
export interface MemberSkill {
  skill_id: string;
  /** YYYY-MM-DD; null: without end. */
  valid_until: string | null;
}

/** A requirement row's skill minimum as the API shows it. */
export interface RequirementSkill {
  skill_id: string;
  min_count: number;
}

export const memberSkillData = (skills: readonly MemberSkill[]): MemberSkillData[] =>
  skills.map(({ skill_id, valid_until }) => ({ skillId: skill_id, validUntil: valid_until }));
export const memberSkillsOf = (skills: readonly MemberSkillData[]): MemberSkill[] =>
  skills.map(({ skillId, validUntil }) => ({ skill_id: skillId, valid_until: validUntil }));

/** Whether a qualification counts on `date` (YYYY-MM-DD): up to and including its valid_until. */
export const holdsOn = (skill: MemberSkill, date: string): boolean => skill.valid_until === null || date <= skill.valid_until;

/** A qualification ending within a window, as GET …/skills/expiring answers it. */
export interface ExpiringSkill {
  member_id: string;
  skill_id: string;
  skill_name: string;
  valid_until: string;
}

/** The skills read model, by its logical name. */
export const SKILLS_TABLE = 'skills';

export interface SkillRecord extends Skill {
  organization_id: string;
  [key: string]: unknown;
}

export const toSkill = ({ id, name }: SkillRecord): Skill => ({ id, name });

/** Each member's qualifications, by member id, by its logical name; a member without a row holds none. */
export const MEMBER_SKILLS_TABLE = 'member_skills';

export interface MemberSkillsRecord {
  id: string;
  organization_id: string;
  skills: MemberSkill[];
  [key: string]: unknown;
}

/** The date `days` after `date` (both YYYY-MM-DD). */
const dateAfter = (date: string, days: number): string =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days)).toISOString().slice(0, 10);

/**
 * The qualifications that lapse within the `days` after `today`: valid on today (valid_until ≥ today)
 * and no longer on today + days (valid_until < today + days), soonest first. Skills without a name are gone.
 */
export function expiringSkills(
  holders: ReadonlyMap<string, readonly MemberSkill[]>,
  names: ReadonlyMap<string, string>,
  today: string,
  days: number,
): ExpiringSkill[] {
  const end = dateAfter(today, days);
  return [...holders]
    .flatMap(([memberId, skills]) =>
      skills.flatMap(({ skill_id, valid_until }) =>
        valid_until !== null && valid_until >= today && valid_until < end && names.has(skill_id)
          ? [{ member_id: memberId, skill_id, skill_name: names.get(skill_id)!, valid_until }]
          : [],
      ),
    )
    .sort((a, b) => a.valid_until.localeCompare(b.valid_until) || a.member_id.localeCompare(b.member_id));
}
