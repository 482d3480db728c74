import { SKILL_TEXT, type RequirementSkill } from '@rostra/contracts';

// The skill minimums of the shift type form (docs/api/skills.md#skill-minimums-on-a-requirement-row):
// each requirement row may ask that at least `min_count` of its people hold a skill.

/** One minimum as edited: the count kept as typed (digits only) until the form is checked. */
export interface SkillMinimumRow {
  skill_id: string;
  min_count: string;
}

/** Where minimums are edited: every day (one count for the week), a weekday (0–6), or the holiday row. */
export type SkillGroupKey = 'all' | `${number}` | 'holiday';

export interface SkillGroup {
  key: SkillGroupKey;
  label: string;
  rows: SkillMinimumRow[];
  /** The row's employees needed, which no minimum may exceed. */
  needed: number;
}

/** The minimums the API is sent: rows whose count is a whole number of at least 1. */
export const requirementSkillsOf = (rows: readonly SkillMinimumRow[]): RequirementSkill[] =>
  rows
    .filter((row) => /^\d+$/.test(row.min_count) && Number(row.min_count) >= 1)
    .map((row) => ({ skill_id: row.skill_id, min_count: Number(row.min_count) }));

/** As the form edits them. */
export const skillRowsOf = (skills: readonly RequirementSkill[] | undefined): SkillMinimumRow[] =>
  (skills ?? []).map((skill) => ({ skill_id: skill.skill_id, min_count: String(skill.min_count) }));

/** The API's rules for one group's minimums, said before asking it: one message per row that breaks one. */
export function skillMinimumIssues(group: SkillGroup): (string | null)[] {
  return group.rows.map((row, index) => {
    if (!/^\d+$/.test(row.min_count) || Number(row.min_count) < 1) return SKILL_TEXT.minCount;
    if (Number(row.min_count) > group.needed) return SKILL_TEXT.minCountAboveNeeded;
    if (group.rows.findIndex((other) => other.skill_id === row.skill_id) !== index) return SKILL_TEXT.skillTwice;
    return null;
  });
}
