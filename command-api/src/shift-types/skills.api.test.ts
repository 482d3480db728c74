import type { MembersResponse, ShiftType, Skill } from '@rostra/contracts';
import { solverInputOf } from '@rostra/query-api';
import { describe, expect, it } from 'vitest';
import { addMember } from '@rostra/cli/testing/organization';
import { skillWorld } from '@rostra/cli/testing/skill-world';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';

// Qualifications expiring soon are specified in query-api/src/skills/skills.api.test.ts.
const t = skillWorld();
const { world, clock, path } = t;
const listed = async () => (await t.ada.get(path())).body as Skill[];
const shiftTypes = async () => (await t.ada.get(`/organizations/${t.org}/shift-types`)).body as ShiftType[];
const members = async () => ((await t.ada.get(`/organizations/${t.org}/members`)).body as MembersResponse).members;
const needsNurse = (skillId: string, employees_needed = 3, min_count = 1) => ({
  requirements: [{ day_of_week: null, employees_needed, skills: [{ skill_id: skillId, min_count }] }],
});

describe('creating and renaming a skill', () => {
  it('answers it with its id, lists it by name and renames it', async () => {
    const nurse = await t.ada.post(path(), { name: '  Registered nurse  ' });
    expect(nurse).toMatchObject({ status: 201, body: { id: expect.any(String), name: 'Registered nurse' } });
    const { body: aid } = await t.ada.post(path(), { name: 'First aid' });
    expect(await listed()).toEqual([aid, nurse.body]);
    const renamed = await t.ada.put(path(`/${nurse.body.id}`), { name: 'RN' });
    expect(renamed).toMatchObject({ status: 200, body: { id: nurse.body.id, name: 'RN' } });
    expect(await t.ada.put(path('/nothing'), { name: 'X' })).toMatchObject({ status: 404, body: { detail: 'Skill not found' } });
  });

  it.each([
    [{}, 'name: Skill name is required'],
    [{ name: '  ' }, 'name: Skill name is required'],
    [{ name: 'n'.repeat(101) }, 'name: Must be no more than 100 characters'],
    [{ name: 'Two\nlines' }, 'name: Must be a single line, without line breaks or tabs'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const before = await world.head();
    expect(await t.ada.post(path(), body)).toMatchObject({ status: 400, body: { detail } });
    expect(await world.head()).toBe(before);
  });

  it('refuses a name another skill has, as shift type names compare', async () => {
    await t.ada.post(path(), { name: 'Registered nurse' });
    expect(await t.ada.post(path(), { name: ' REGISTERED NURSE ' })).toMatchObject({
      status: 409,
      body: { detail: 'A skill named "REGISTERED NURSE" already exists in this organization' },
    });
  });

  it('is for admins to change', async () => {
    const bo = await addMember(t.ada, t.org, world.address('bo'));
    expect(await bo.post(path(), { name: 'Forklift' })).toMatchObject({ status: 403 });
  });
});

describe('a requirement row with skill minimums', () => {
  it('is shown on the shift type, and keeps the skill from being deleted until no row asks for it', async () => {
    const { body: nurse } = await t.ada.post(path(), { name: 'Registered nurse' });
    const { body: night } = await t.ada.post(`/organizations/${t.org}/shift-types`, { name: 'Night', start_time: '22:00' });
    const set = await t.ada.put(`/organizations/${t.org}/shift-types/${night.id}/requirements`, needsNurse(nurse.id));
    expect(set.status).toBe(200);
    expect((await shiftTypes())[0]?.requirements).toEqual(needsNurse(nurse.id).requirements);
    expect(await t.ada.delete(path(`/${nurse.id}`))).toMatchObject({
      status: 409,
      body: { detail: 'The skill is required by shift types: Night' },
    });
    await t.ada.put(`/organizations/${t.org}/shift-types/${night.id}/requirements`, {
      requirements: [{ day_of_week: null, employees_needed: 3 }],
    });
    expect((await shiftTypes())[0]?.requirements).toEqual([{ day_of_week: null, employees_needed: 3 }]);
    expect(await t.ada.delete(path(`/${nurse.id}`))).toMatchObject({ status: 200, body: { id: nurse.id } });
    expect(await listed()).toEqual([]);
  });

  it.each([
    ['requirements.0.skills.0.min_count: min_count cannot be more than employees_needed', (id: string) => needsNurse(id, 2, 3)],
    ['requirements.0.skills.0.min_count: min_count must be a whole number of at least 1', (id: string) => needsNurse(id, 2, 0)],
    ['requirements: Unknown skills: nothing', () => needsNurse('nothing')],
    [
      'requirements.0.skills.1.skill_id: Each skill can be listed only once',
      (id: string) => ({
        requirements: [
          {
            day_of_week: null,
            employees_needed: 2,
            skills: [
              { skill_id: id, min_count: 1 },
              { skill_id: id, min_count: 2 },
            ],
          },
        ],
      }),
    ],
  ])('refuses a bad minimum with "%s" and appends nothing', async (detail, body) => {
    const { body: nurse } = await t.ada.post(path(), { name: 'Registered nurse' });
    const { body: night } = await t.ada.post(`/organizations/${t.org}/shift-types`, { name: 'Night', start_time: '22:00' });
    const before = await world.head();
    expect(await t.ada.put(`/organizations/${t.org}/shift-types/${night.id}/requirements`, body(nurse.id))).toMatchObject({
      status: 400,
      body: { detail },
    });
    expect(await world.head()).toBe(before);
  });
});

describe('a member’s qualifications', () => {
  it('sets them, the member list and the member’s own view show them, and a deleted skill leaves them', async () => {
    const { body: nurse } = await t.ada.post(path(), { name: 'Registered nurse' });
    const { body: aid } = await t.ada.post(path(), { name: 'First aid' });
    const bo = await addMember(t.ada, t.org, world.address('bo'));
    const skills = [
      { skill_id: nurse.id, valid_until: '2027-03-31' },
      { skill_id: aid.id, valid_until: null },
    ].sort((a, b) => a.skill_id.localeCompare(b.skill_id));
    const url = `/organizations/${t.org}/members/${bo.memberId}/skills`;
    expect(await t.ada.put(url, { skills: [...skills].reverse() })).toMatchObject({
      status: 200,
      body: { member_id: bo.memberId, skills },
    });
    expect((await members()).find((member) => member.id === bo.memberId)?.skills).toEqual(skills);
    expect((await members()).find((member) => member.id !== bo.memberId)?.skills).toEqual([]);
    expect(await bo.get(url)).toMatchObject({ status: 200, body: { member_id: bo.memberId, skills } });
    expect(await bo.get(`/organizations/${t.org}/members/${bo.id}/skills`)).toMatchObject({ status: 200, body: { skills } });
    const adaMember = (await members()).find((member) => member.id !== bo.memberId)!;
    expect(await bo.get(`/organizations/${t.org}/members/${adaMember.id}/skills`)).toMatchObject({ status: 403 });

    await t.ada.delete(path(`/${aid.id}`));
    expect((await members()).find((member) => member.id === bo.memberId)?.skills).toEqual([
      { skill_id: nurse.id, valid_until: '2027-03-31' },
    ]);
  });

  it.each([
    [{ skills: [{ skill_id: 'nothing', valid_until: null }] }, 'skills: Unknown skills: nothing'],
    [{ skills: [{ skill_id: 'x', valid_until: '31/12/2026' }] }, 'skills.0.valid_until: Invalid format'],
    [{ skills: 'nurse' }, 'skills: skills must be a list of skill_id and valid_until (YYYY-MM-DD or null)'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const bo = await addMember(t.ada, t.org, world.address('bo'));
    const before = await world.head();
    expect(await t.ada.put(`/organizations/${t.org}/members/${bo.memberId}/skills`, body)).toMatchObject({ status: 400, body: { detail } });
    expect(await world.head()).toBe(before);
  });

  it('refuses someone the organization cannot schedule', async () => {
    expect(await t.ada.put(`/organizations/${t.org}/members/nobody/skills`, { skills: [] })).toMatchObject({
      status: 404,
      body: { detail: 'This member cannot be scheduled in this organization' },
    });
  });
});

describe('what the solver is given', () => {
  const inputOf = async () => {
    await readModelsCaughtUp(world.server);
    return (await solverInputOf(world.server.running.stores.readStore, t.org, 2026, 12, clock.at)).input;
  };

  it('the skills, each member’s qualifications and the rows’ minimums; nothing of it without skills', async () => {
    const bo = await addMember(t.ada, t.org, world.address('bo'));
    const { body: night } = await t.ada.post(`/organizations/${t.org}/shift-types`, { name: 'Night', start_time: '22:00' });
    const before = await inputOf();
    expect(before).not.toHaveProperty('skills');
    expect(before.employees.every((employee) => !('skills' in employee))).toBe(true);

    const { body: nurse } = await t.ada.post(path(), { name: 'Registered nurse' });
    await t.ada.put(`/organizations/${t.org}/shift-types/${night.id}/requirements`, needsNurse(nurse.id));
    await t.ada.put(`/organizations/${t.org}/members/${bo.memberId}/skills`, {
      skills: [{ skill_id: nurse.id, valid_until: '2026-12-15' }],
    });
    const after = await inputOf();
    expect(after.skills).toEqual([{ id: nurse.id, name: 'Registered nurse' }]);
    expect(after.shift_types).toMatchObject([{ id: night.id, requirements: needsNurse(nurse.id).requirements }]);
    expect(after.employees.find((employee) => employee.id === bo.memberId)?.skills).toEqual([
      { skill_id: nurse.id, valid_until: '2026-12-15' },
    ]);
    expect(after.employees.filter((employee) => employee.id !== bo.memberId).map((employee) => employee.skills)).toEqual([[]]);
  });
});
