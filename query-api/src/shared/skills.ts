import {
  MEMBER_SKILLS_TABLE,
  SKILLS_TABLE,
  toSkill,
  type MemberSkill,
  type MemberSkillsRecord,
  type Skill,
  type SkillRecord,
} from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { findIn } from '../read-model.ts';

/** An organization's skills, by name. */
export async function skillsOf(store: ReadStore, organizationId: string): Promise<Skill[]> {
  const rows = await findIn<SkillRecord>(store, SKILLS_TABLE, { where: { organization_id: organizationId } });
  return rows.map(toSkill).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** Each member's qualifications, by member id; a member not in it holds none. */
export async function memberSkillsOf(store: ReadStore, organizationId: string): Promise<Map<string, MemberSkill[]>> {
  const rows = await findIn<MemberSkillsRecord>(store, MEMBER_SKILLS_TABLE, { where: { organization_id: organizationId } });
  return new Map(rows.map((row) => [row.id, row.skills]));
}
