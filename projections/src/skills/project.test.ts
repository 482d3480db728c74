import { aShiftTypeCreated } from '@rostra/contracts/testing/shift-type-events';
import { project } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { shiftTypesProjection } from '../shift-types/project.ts';
import { skillsProjection } from './project.ts';

const at = { metadata: { occurredAt: '2026-11-02T10:00:00.000Z' } };
const created = (skillId: string, name: string, organizationId = '7') => ({
  type: 'SkillCreated',
  data: { organizationId, skillId, name },
  ...at,
});
const holds = (memberId: string, skills: { skillId: string; validUntil: string | null }[]) => ({
  type: 'MemberSkillsSet',
  data: { organizationId: '7', memberId, skills },
  ...at,
});

describe('the skills read model', () => {
  it('lists created skills with their new names, and drops deleted ones', async () => {
    const { table } = await project(skillsProjection, [
      created('k1', 'Nurse'),
      created('k2', 'Forklift'),
      { type: 'SkillRenamed', data: { organizationId: '7', skillId: 'k1', name: 'Registered nurse' }, ...at },
      { type: 'SkillDeleted', data: { organizationId: '7', skillId: 'k2', name: 'Forklift' }, ...at },
    ]);
    expect(await table('skills')).toEqual([{ id: 'k1', organization_id: '7', name: 'Registered nurse' }]);
  });

  it('keeps each member’s qualifications with their end (one lapsing mid-month); a deleted skill leaves them', async () => {
    const { table } = await project(skillsProjection, [
      created('k1', 'Registered nurse'),
      created('k2', 'First aid'),
      holds('m1', [
        { skillId: 'k1', validUntil: '2026-12-15' },
        { skillId: 'k2', validUntil: null },
      ]),
      holds('m2', [{ skillId: 'k2', validUntil: '2027-01-31' }]),
      { type: 'SkillDeleted', data: { organizationId: '7', skillId: 'k2', name: 'First aid' }, ...at },
    ]);
    expect(await table('member_skills')).toEqual([
      { id: 'm1', organization_id: '7', skills: [{ skill_id: 'k1', valid_until: '2026-12-15' }] },
      { id: 'm2', organization_id: '7', skills: [] },
    ]);
  });

  it('forgets a deleted organization', async () => {
    const { table } = await project(skillsProjection, [
      created('k1', 'Nurse'),
      created('k9', 'Elsewhere', '8'),
      holds('m1', [{ skillId: 'k1', validUntil: null }]),
      { type: 'OrganizationDeleted', data: { organizationId: '7' }, ...at },
    ]);
    expect(await table('skills')).toEqual([{ id: 'k9', organization_id: '8', name: 'Elsewhere' }]);
    expect(await table('member_skills')).toEqual([]);
  });
});

describe('a requirement row with skill minimums', () => {
  it('shows them on the shift type’s row; rows recorded without any show none', async () => {
    const shiftType = { ...aShiftTypeCreated('7', 's1'), ...at };
    const { table } = await project(shiftTypesProjection, [
      shiftType,
      {
        type: 'ShiftRequirementsSet',
        data: {
          organizationId: '7',
          shiftTypeId: 's1',
          requirements: [
            { dayOfWeek: null, employeesNeeded: 2 },
            { dayOfWeek: 6, employeesNeeded: 3, skills: [{ skillId: 'k1', minCount: 1 }] },
          ],
        },
        ...at,
      },
    ]);
    expect(await table('shift_types')).toMatchObject([
      {
        id: 's1',
        requirements: [
          { day_of_week: null, employees_needed: 2 },
          { day_of_week: 6, employees_needed: 3, skills: [{ skill_id: 'k1', min_count: 1 }] },
        ],
      },
    ]);
  });
});
