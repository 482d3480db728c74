// Events of the organization's skills (qualifications), recorded on its shift-types stream
// (`shift-types-{organizationId}`), like locations: a skill's name is unique among the
// organization's skills, a skill cannot go while a requirement row asks for it, and a member holds
// existing skills only, all decided on that one stream. The API's shapes are in contracts/src/skills/api.ts.

export interface SkillCreated {
  type: 'SkillCreated';
  data: { organizationId: string; skillId: string; name: string };
}

export interface SkillRenamed {
  type: 'SkillRenamed';
  data: { organizationId: string; skillId: string; name: string };
}

/** No requirement asked for it; members who held it no longer do. */
export interface SkillDeleted {
  type: 'SkillDeleted';
  data: { organizationId: string; skillId: string; name: string };
}

/** One qualification: a skill, held up to and including `validUntil` (YYYY-MM-DD); null: without end. */
export interface MemberSkillData {
  skillId: string;
  validUntil: string | null;
}

/** The whole list of a member's qualifications, replacing the previous one; empty: none. */
export interface MemberSkillsSet {
  type: 'MemberSkillsSet';
  data: { organizationId: string; memberId: string; skills: MemberSkillData[] };
}

export type SkillEvent = SkillCreated | SkillRenamed | SkillDeleted | MemberSkillsSet;

export const SKILL_EVENT_VERSIONS = {
  SkillCreated: 1,
  SkillRenamed: 1,
  SkillDeleted: 1,
  MemberSkillsSet: 1,
} as const satisfies Record<SkillEvent['type'], number>;
