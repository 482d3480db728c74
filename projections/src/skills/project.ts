import {
  MEMBER_SKILLS_TABLE,
  memberSkillsOf,
  SKILLS_TABLE,
  type MemberSkillsRecord,
  type OrganizationDeleted,
  type SkillEvent,
  type SkillRecord,
} from '@rostra/contracts';
import { projectionOf } from '@rostra/platform';
import { deleteOrganizationRows, rowUpdater } from '../shared/rows.ts';

/** The skills of an organization, by id, and each member's qualifications, by member id (docs/api/skills.md). */
const update = rowUpdater<SkillRecord>(SKILLS_TABLE);

export const skillsProjection = projectionOf<SkillEvent | OrganizationDeleted>({
  name: 'skills',
  version: 1,
  tables: [
    { name: SKILLS_TABLE, indexes: [{ fields: ['organization_id'] }] },
    { name: MEMBER_SKILLS_TABLE, indexes: [{ fields: ['organization_id'] }] },
  ],
  on: {
    SkillCreated: ({ data }, tx) =>
      tx.put(SKILLS_TABLE, { id: data.skillId, name: data.name, organization_id: data.organizationId } satisfies SkillRecord),
    SkillRenamed: ({ data }, tx) => update(tx, data.skillId, { name: data.name }),
    async SkillDeleted({ data }, tx) {
      tx.delete(SKILLS_TABLE, data.skillId);
      const rows = await tx.find<MemberSkillsRecord>(MEMBER_SKILLS_TABLE, { where: { organization_id: data.organizationId } });
      for (const row of rows.filter((row) => row.skills.some((skill) => skill.skill_id === data.skillId)))
        tx.put(MEMBER_SKILLS_TABLE, { ...row, skills: row.skills.filter((skill) => skill.skill_id !== data.skillId) });
    },
    MemberSkillsSet: ({ data }, tx) =>
      tx.put(MEMBER_SKILLS_TABLE, {
        id: data.memberId,
        organization_id: data.organizationId,
        skills: memberSkillsOf(data.skills),
      } satisfies MemberSkillsRecord),
    async OrganizationDeleted({ data }, tx) {
      await deleteOrganizationRows(tx, SKILLS_TABLE, data.organizationId);
      await deleteOrganizationRows(tx, MEMBER_SKILLS_TABLE, data.organizationId);
    },
  },
});
