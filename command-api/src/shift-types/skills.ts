import { memberSkillData, sameName, SKILL_TEXT, type MemberSkill, type Skill, type SkillEvent } from '@rostra/contracts';
import { badRequest, conflict, notFound, type Decider } from '@rostra/platform';
import { evolveShiftTypes, initialShiftTypesState, type ShiftTypesState, type ShiftTypesStreamEvent } from './shift-types.ts';

// The organization's skills (qualifications), decided on its shift-types stream (contracts/src/skills/events.ts).

export type SkillCommand =
  | { type: 'CreateSkill'; organizationId: string; skillId: string; name: string }
  | { type: 'RenameSkill'; organizationId: string; skillId: string; name: string }
  | { type: 'DeleteSkill'; organizationId: string; skillId: string }
  /** `memberId` must be one the organization can schedule (the route checks it on the membership log). */
  | { type: 'SetMemberSkills'; organizationId: string; memberId: string; skills: MemberSkill[] };

function existing(state: ShiftTypesState, skillId: string): Skill {
  const skill = state.skills[skillId];
  if (!skill) throw notFound(SKILL_TEXT.notFound);
  return skill;
}

/** Names are unique among the organization's skills, as shift type names compare. */
function requireUniqueName(state: ShiftTypesState, name: string, skillId: string): void {
  const taken = Object.values(state.skills).some((other) => other.id !== skillId && sameName(other.name, name));
  if (taken) throw conflict(SKILL_TEXT.nameTaken(name));
}

export const skillDecider: Decider<SkillCommand, ShiftTypesState, ShiftTypesStreamEvent> = {
  initialState: initialShiftTypesState,
  evolve: evolveShiftTypes,
  decide(command, state): SkillEvent[] {
    const { organizationId } = command;
    switch (command.type) {
      case 'CreateSkill': {
        const { skillId, name } = command;
        if (state.skills[skillId]) throw conflict('This skill already exists');
        requireUniqueName(state, name, skillId);
        return [{ type: 'SkillCreated', data: { organizationId, skillId, name } }];
      }
      case 'RenameSkill': {
        const { skillId, name } = command;
        if (existing(state, skillId).name === name) return [];
        requireUniqueName(state, name, skillId);
        return [{ type: 'SkillRenamed', data: { organizationId, skillId, name } }];
      }
      case 'DeleteSkill': {
        const { skillId } = command;
        const { name } = existing(state, skillId);
        const users = Object.values(state.shiftTypes).filter((shiftType) =>
          shiftType.requirements.some((row) => (row.skills ?? []).some((skill) => skill.skill_id === skillId)),
        );
        if (users.length > 0) throw conflict(SKILL_TEXT.inUse(users.map((shiftType) => shiftType.name).sort()));
        return [{ type: 'SkillDeleted', data: { organizationId, skillId, name } }];
      }
      case 'SetMemberSkills': {
        const { memberId, skills } = command;
        const unknown = skills.map((skill) => skill.skill_id).filter((id) => !state.skills[id]);
        if (unknown.length > 0) throw badRequest(`skills: ${SKILL_TEXT.unknownSkills(unknown)}`);
        if (JSON.stringify(state.memberSkills[memberId] ?? []) === JSON.stringify(skills)) return [];
        return [{ type: 'MemberSkillsSet', data: { organizationId, memberId, skills: memberSkillData(skills) } }];
      }
    }
  },
};
