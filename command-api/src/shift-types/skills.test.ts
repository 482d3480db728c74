import type { ShiftTypeEvent, SkillEvent } from '@rostra/contracts';
import { aShiftTypeCreated } from '@rostra/contracts/testing/shift-type-events';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { shiftTypeDecider } from './decide.ts';
import { skillDecider } from './skills.ts';

type Recorded = ShiftTypeEvent | SkillEvent;
const org = { organizationId: '7' } as const;
const nurse: Recorded = { type: 'SkillCreated', data: { ...org, skillId: 'k1', name: 'Registered nurse' } };
const firstAid: Recorded = { type: 'SkillCreated', data: { ...org, skillId: 'k2', name: 'First aid' } };
const night: Recorded = aShiftTypeCreated('7', 's1');
const nightNeedsNurse: Recorded = {
  type: 'ShiftRequirementsSet',
  data: { ...org, shiftTypeId: 's1', requirements: [{ dayOfWeek: null, employeesNeeded: 3, skills: [{ skillId: 'k1', minCount: 1 }] }] },
};
const adaHolds: Recorded = {
  type: 'MemberSkillsSet',
  data: { ...org, memberId: 'm1', skills: [{ skillId: 'k1', validUntil: '2026-12-15' }] },
};

describe('creating and renaming a skill', () => {
  it('records it', () => {
    given(skillDecider)
      .when({ type: 'CreateSkill', ...org, skillId: 'k9', name: 'Forklift' })
      .then([{ type: 'SkillCreated', data: { ...org, skillId: 'k9', name: 'Forklift' } }]);
  });

  it.each(['REGISTERED NURSE', 'Registered\u200b nurse'])('refuses %j: a name another skill has, as names compare', (name) => {
    given(skillDecider, [nurse])
      .when({ type: 'CreateSkill', ...org, skillId: 'k9', name })
      .thenFails('conflict', `A skill named "${name}" already exists in this organization`);
    given(skillDecider, [nurse, firstAid])
      .when({ type: 'RenameSkill', ...org, skillId: 'k2', name })
      .thenFails('conflict', `A skill named "${name}" already exists in this organization`);
  });

  it('renames it, nothing when the name is the same, and refuses an unknown skill', () => {
    given(skillDecider, [nurse])
      .when({ type: 'RenameSkill', ...org, skillId: 'k1', name: 'RN' })
      .then([{ type: 'SkillRenamed', data: { ...org, skillId: 'k1', name: 'RN' } }]);
    given(skillDecider, [nurse])
      .when({ type: 'RenameSkill', ...org, skillId: 'k1', name: 'Registered nurse' })
      .then([]);
    given(skillDecider)
      .when({ type: 'RenameSkill', ...org, skillId: 'k1', name: 'RN' })
      .thenFails('not_found', 'Skill not found');
  });
});

describe('deleting a skill', () => {
  it('refuses while a requirement asks for it, naming the shift type', () => {
    given(skillDecider, [nurse, night, nightNeedsNurse])
      .when({ type: 'DeleteSkill', ...org, skillId: 'k1' })
      .thenFails('conflict', 'The skill is required by shift types: Night');
  });

  it('deletes it once no requirement asks for it, and members no longer hold it', () => {
    const deleted: Recorded = { type: 'SkillDeleted', data: { ...org, skillId: 'k1', name: 'Registered nurse' } };
    given(skillDecider, [nurse, night, adaHolds])
      .when({ type: 'DeleteSkill', ...org, skillId: 'k1' })
      .then([deleted]);
    given(skillDecider, [nurse, adaHolds, deleted])
      .when({ type: 'SetMemberSkills', ...org, memberId: 'm1', skills: [] })
      .then([]);
  });
});

describe('a member’s qualifications', () => {
  it('records the whole list with each valid_until, nothing when it is the same', () => {
    const skills = [{ skill_id: 'k1', valid_until: '2026-12-15' }];
    given(skillDecider, [nurse])
      .when({ type: 'SetMemberSkills', ...org, memberId: 'm1', skills })
      .then([adaHolds]);
    given(skillDecider, [nurse, adaHolds])
      .when({ type: 'SetMemberSkills', ...org, memberId: 'm1', skills })
      .then([]);
    given(skillDecider, [nurse, adaHolds])
      .when({ type: 'SetMemberSkills', ...org, memberId: 'm1', skills: [{ skill_id: 'k1', valid_until: null }] })
      .then([{ type: 'MemberSkillsSet', data: { ...org, memberId: 'm1', skills: [{ skillId: 'k1', validUntil: null }] } }]);
  });

  it('refuses a skill the organization does not have', () => {
    given(skillDecider, [nurse])
      .when({ type: 'SetMemberSkills', ...org, memberId: 'm1', skills: [{ skill_id: 'k8', valid_until: null }] })
      .thenFails('validation', 'skills: Unknown skills: k8');
  });
});

describe('a requirement row with skill minimums', () => {
  const rows = (skillId: string) => [{ day_of_week: null, employees_needed: 3, skills: [{ skill_id: skillId, min_count: 1 }] }];

  it('records the minimums with the row', () => {
    given(shiftTypeDecider, [nurse, night])
      .when({ type: 'SetShiftRequirements', ...org, shiftTypeId: 's1', requirements: rows('k1') })
      .then([nightNeedsNurse]);
    given(shiftTypeDecider, [nurse, night, nightNeedsNurse])
      .when({ type: 'SetShiftRequirements', ...org, shiftTypeId: 's1', requirements: rows('k1') })
      .then([]);
  });

  it('refuses a skill the organization does not have', () => {
    given(shiftTypeDecider, [night])
      .when({ type: 'SetShiftRequirements', ...org, shiftTypeId: 's1', requirements: rows('k8') })
      .thenFails('validation', 'requirements: Unknown skills: k8');
  });
});
