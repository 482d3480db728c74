import { describe, expect, it } from 'vitest';
import { addMember } from '@rostra/cli/testing/organization';
import { skillWorld } from '@rostra/cli/testing/skill-world';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';

const t = skillWorld();
const { world, path, today, daysFromToday } = t;

describe('the skill list', () => {
  it('answers every member the skills by name; the expiring ones only admins', async () => {
    const bo = await addMember(t.ada, t.org, world.address('bo'));
    expect(await bo.get(path())).toMatchObject({ status: 200, body: [] });
    const { body: nurse } = await t.ada.post(path(), { name: 'Registered nurse' });
    const { body: aid } = await t.ada.post(path(), { name: 'first aid' });
    await readModelsCaughtUp(world.server); // Bo's read follows Ada's writes
    expect(await bo.get(path())).toMatchObject({ status: 200, body: [aid, nurse] });
    expect(await bo.get(path('/expiring'))).toMatchObject({ status: 403 });
  });
});

describe('qualifications expiring soon', () => {
  it('lists those lapsing within the next days (30 unless asked), soonest first, from the server’s today', async () => {
    const { body: nurse } = await t.ada.post(path(), { name: 'Registered nurse' });
    const bo = await addMember(t.ada, t.org, world.address('bo'));
    const cy = await addMember(t.ada, t.org, world.address('cy'));
    await t.ada.put(`/organizations/${t.org}/members/${bo.memberId}/skills`, {
      skills: [{ skill_id: nurse.id, valid_until: daysFromToday(12) }],
    });
    await t.ada.put(`/organizations/${t.org}/members/${cy.memberId}/skills`, {
      skills: [{ skill_id: nurse.id, valid_until: daysFromToday(45) }],
    });
    const soon = { member_id: bo.memberId, skill_id: nurse.id, skill_name: 'Registered nurse', valid_until: daysFromToday(12) };
    expect(await t.ada.get(path('/expiring'))).toMatchObject({ status: 200, body: { today: today(), days: 30, expiring: [soon] } });
    expect((await t.ada.get(path('/expiring?days=60'))).body.expiring).toEqual([
      soon,
      { member_id: cy.memberId, skill_id: nurse.id, skill_name: 'Registered nurse', valid_until: daysFromToday(45) },
    ]);
    expect(await t.ada.get(path('/expiring?days=soon'))).toMatchObject({
      status: 400,
      body: { detail: 'days: days must be a whole number from 0 to 366' },
    });
  });
});
