import { afterEach, describe, expect, it } from 'vitest';
import { collaborationWorld } from '@rostra/cli/testing/collaboration-world';
import { addMember, signedUp } from '@rostra/cli/testing/organization';
import { effectiveCollaborations } from '../shared/collaborations.ts';

const t = collaborationWorld();
const { world, ids, create, rules, removeAll } = t;

describe('names in the rules', () => {
  afterEach(removeAll);

  it('follow name edits and the organization’s display format', async () => {
    const { body: rule } = await create([ids.bo, ids.di]);
    await t.ada.put(`/organizations/${t.org}/members/${t.bo.id}/name`, { first_name: 'Bo', last_name: 'Berg' });
    expect((await rules()).find((r) => r.id === rule.id)!.employee_names).toEqual(['Berg', 'Dahl']);
    await t.ada.put(`/organizations/${t.org}/settings`, { name_display_format: 'first_last' });
    expect((await rules()).find((r) => r.id === rule.id)!.employee_names).toEqual(['Bo Berg', 'Di Dahl']);
    await t.ada.put(`/organizations/${t.org}/settings`, { name_display_format: 'last_first' });
    expect((await rules()).find((r) => r.id === rule.id)!.employee_names).toEqual(['Berg, Bo', 'Dahl, Di']);
    await t.ada.put(`/organizations/${t.org}/settings`, { name_display_format: 'last' });
  });
});

describe('members who stop being schedulable', () => {
  it('drop out of every rule, and a rule left with one member no longer binds', async () => {
    const fay = await addMember(t.ada, t.org, 'fay@example.com');
    const gus = await addMember(t.ada, t.org, 'gus@example.com');
    const { body: pair } = await create([fay.memberId, ids.eve], 'avoid_together');
    const { body: trio } = await create([ids.eve, gus.memberId, ids.ada]);
    await t.ada.delete(`/organizations/${t.org}/users/${fay.id}`);
    await t.ada.put(`/organizations/${t.org}/members/${gus.id}/role`, { is_admin: true, is_employee: false });
    const listed = await rules();
    expect(listed.find((r) => r.id === pair.id)).toMatchObject({ employee_ids: [ids.eve], employee_names: [world.address('eve')] });
    expect(listed.find((r) => r.id === trio.id)).toMatchObject({ employee_ids: [ids.eve, ids.ada] });
    const effective = await effectiveCollaborations(world.server.running.stores.readStore, t.org, new Date());
    expect(effective.map((r) => r.id)).toEqual([trio.id]);
    await removeAll();
  });

  it('keep their rules when an invitation is accepted: the member keeps the invitation’s id', async () => {
    const invitation = (
      await t.ada.post(`/organizations/${t.org}/invitations`, {
        email: 'hu@example.com',
        first_name: 'Hu',
        last_name: 'Holm',
        is_employee: true,
      })
    ).body;
    const { body: rule } = await create([invitation.id, ids.eve]);
    const hu = await signedUp(world.root, 'hu@example.com');
    await hu.put(`/invitations/${invitation.token}/accept`);
    await hu.get('/auth/session');
    expect((await rules()).find((r) => r.id === rule.id)).toMatchObject({
      employee_ids: [invitation.id, ids.eve],
      employee_names: ['Holm', world.address('eve')],
    });
    await removeAll();
  });
});
