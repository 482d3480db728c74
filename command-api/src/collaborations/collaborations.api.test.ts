import { OffsetClock } from '@rostra/cli/testing/clock';
import type { Collaboration } from '@rostra/contracts';
import { effectiveCollaborations } from '@rostra/query-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@rostra/cli/testing/api-client';
import { addMember, createOrganization, signedUp, type SignedIn } from '@rostra/cli/testing/organization';
import { organizationWorld } from '@rostra/cli/testing/organization-world';

const DAY = 86_400_000;
const clock = new OffsetClock();
let ada: SignedIn;
let org: string;
/** Member ids: Ada (founder, admin and employee), Bo and Eve (employees), Cy (admin only), Di (pending invitation). */
const ids = { ada: '', bo: '', eve: '', cy: '', di: '' };
let bo: SignedIn & { memberId: string };
const world = organizationWorld({ clock });
// Each test has its own organization and users.
beforeEach(async () => {
  ada = await world.user('ada', 'Ada');
  org = String(await world.organizationOf(ada, 'Ward 4'));
  bo = await addMember(ada, org, world.address('bo'));
  ids.bo = bo.memberId;
  ids.eve = (await addMember(ada, org, world.address('eve'))).memberId;
  ids.cy = (await addMember(ada, org, world.address('cy'), { is_admin: true })).memberId;
  ids.di = (
    await ada.post(`/organizations/${org}/invitations`, {
      email: world.address('di'),
      first_name: 'Di',
      last_name: 'Dahl',
      is_employee: true,
    })
  ).body.id;
  const { members } = (await ada.get(`/organizations/${org}/members`)).body;
  ids.ada = members.find((m: { user_id: string }) => m.user_id === ada.id).id;
});
afterEach(() => {
  clock.offset = 0;
});

const head = () => world.server.running.stores.events.headPosition();
const path = (suffix = '') => `/organizations/${org}/employee-collaborations${suffix}`;
const create = (employee_ids: unknown, collaboration_type: unknown = 'prefer_together') =>
  ada.post(path(), { employee_ids, collaboration_type });
const rules = async (client: ApiClient = ada) => (await client.get(path())).body as Collaboration[];
const removeAll = async () => {
  for (const rule of await rules()) await ada.delete(path(`/${rule.id}`));
};

describe('creating a collaboration rule', () => {
  afterEach(removeAll);

  it('answers the rule with the names in the organization’s display format, as the list shows it', async () => {
    const response = await create([ids.ada, ids.di, ids.bo], 'avoid_together');
    expect(response.status).toBe(201);
    // Ada has no name parts: her profile name; Di: her last name ('last' format); Bo: his e-mail.
    expect(response.body).toEqual({
      id: expect.any(String),
      collaboration_type: 'avoid_together',
      employee_ids: [ids.ada, ids.di, ids.bo],
      employee_names: ['Ada', 'Dahl', bo.email],
    });
    expect(await rules()).toEqual([response.body]);
  });

  it.each([
    [
      'one employee',
      () => ({ employee_ids: [ids.bo], collaboration_type: 'prefer_together' }),
      'employee_ids: Please select at least 2 employees',
    ],
    [
      'one employee twice',
      () => ({ employee_ids: [ids.bo, ids.bo], collaboration_type: 'prefer_together' }),
      'employee_ids: Please select at least 2 employees',
    ],
    ['no list', () => ({ collaboration_type: 'prefer_together' }), 'employee_ids: Please select at least 2 employees'],
    [
      'an empty list',
      () => ({ employee_ids: [], collaboration_type: 'avoid_together' }),
      'employee_ids: Please select at least 2 employees',
    ],
    [
      'an unknown type',
      () => ({ employee_ids: [ids.bo, ids.eve], collaboration_type: 'sometimes' }),
      'collaboration_type: Collaboration type must be prefer_together or avoid_together',
    ],
    [
      'an admin who is not an employee',
      () => ({ employee_ids: [ids.bo, ids.cy], collaboration_type: 'prefer_together' }),
      () => `employee_ids: Not schedulable members of this organization: ${ids.cy}`,
    ],
    [
      'an unknown id',
      () => ({ employee_ids: [ids.bo, 'nobody'], collaboration_type: 'prefer_together' }),
      'employee_ids: Not schedulable members of this organization: nobody',
    ],
  ])('refuses %s and appends nothing', async (_case, body, detail) => {
    const before = await head();
    expect(await ada.post(path(), body())).toMatchObject({
      status: 400,
      body: { detail: typeof detail === 'function' ? detail() : detail },
    });
    expect(await head()).toBe(before);
  });

  it('refuses members of another organization, and cancelled or expired invitations', async () => {
    const hal = await signedUp(world.root, 'hal@example.com', 'Hal');
    const other = await createOrganization(world.root, hal, { name: 'Ward 9' });
    const halMember = (await hal.get(`/organizations/${other}/members`)).body.members[0].id;
    const cancelled = (await ada.post(`/organizations/${org}/invitations`, { email: 'gone@example.com', is_employee: true })).body.id;
    await ada.delete(`/organizations/${org}/invitations/${cancelled}`);
    const lapsing = (
      await ada.post(`/organizations/${org}/invitations`, { email: 'late@example.com', is_employee: true, expires_in_days: 1 })
    ).body.id;
    clock.offset = 2 * DAY;
    const before = await head();
    for (const stranger of [halMember, cancelled, lapsing]) {
      expect(await create([ids.bo, stranger])).toMatchObject({
        status: 400,
        body: { detail: `employee_ids: Not schedulable members of this organization: ${stranger}` },
      });
    }
    expect(await head()).toBe(before);
  });

  it('refuses the same group with the same type twice, appending nothing', async () => {
    await create([ids.bo, ids.eve]);
    const before = await head();
    expect(await create([ids.eve, ids.bo])).toMatchObject({
      status: 409,
      body: { detail: 'The same rule already exists for these employees' },
    });
    expect(await head()).toBe(before);
    expect((await create([ids.eve, ids.bo], 'avoid_together')).status).toBe(201);
  });
});

describe('names in the rules', () => {
  afterEach(removeAll);

  it('follow name edits and the organization’s display format', async () => {
    const { body: rule } = await create([ids.bo, ids.di]);
    await ada.put(`/organizations/${org}/members/${bo.id}/name`, { first_name: 'Bo', last_name: 'Berg' });
    expect((await rules()).find((r) => r.id === rule.id)!.employee_names).toEqual(['Berg', 'Dahl']);
    await ada.put(`/organizations/${org}/settings`, { name_display_format: 'first_last' });
    expect((await rules()).find((r) => r.id === rule.id)!.employee_names).toEqual(['Bo Berg', 'Di Dahl']);
    await ada.put(`/organizations/${org}/settings`, { name_display_format: 'last_first' });
    expect((await rules()).find((r) => r.id === rule.id)!.employee_names).toEqual(['Berg, Bo', 'Dahl, Di']);
    await ada.put(`/organizations/${org}/settings`, { name_display_format: 'last' });
  });
});

describe('members who stop being schedulable', () => {
  it('drop out of every rule, and a rule left with one member no longer binds', async () => {
    const fay = await addMember(ada, org, 'fay@example.com');
    const gus = await addMember(ada, org, 'gus@example.com');
    const { body: pair } = await create([fay.memberId, ids.eve], 'avoid_together');
    const { body: trio } = await create([ids.eve, gus.memberId, ids.ada]);
    await ada.delete(`/organizations/${org}/users/${fay.id}`);
    await ada.put(`/organizations/${org}/members/${gus.id}/role`, { is_admin: true, is_employee: false });
    const listed = await rules();
    expect(listed.find((r) => r.id === pair.id)).toMatchObject({ employee_ids: [ids.eve], employee_names: [world.address('eve')] });
    expect(listed.find((r) => r.id === trio.id)).toMatchObject({ employee_ids: [ids.eve, ids.ada] });
    const effective = await effectiveCollaborations(world.server.running.stores.readStore, org, new Date());
    expect(effective.map((r) => r.id)).toEqual([trio.id]);
    await removeAll();
  });

  it('keep their rules when an invitation is accepted: the member keeps the invitation’s id', async () => {
    const invitation = (
      await ada.post(`/organizations/${org}/invitations`, {
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

describe('deleting a collaboration rule', () => {
  it('removes it from the list, keeps it in the log, and refuses a second deletion', async () => {
    const { body: rule } = await create([ids.bo, ids.eve]);
    expect(await ada.delete(path(`/${rule.id}`))).toMatchObject({ status: 200, body: { id: rule.id } });
    expect((await rules()).map((r) => r.id)).not.toContain(rule.id);
    const log = await world.server.running.stores.events.readStream(`collaborations-${org}`);
    expect(log.at(-1)).toMatchObject({
      type: 'CollaborationDeleted',
      data: { collaborationId: rule.id },
      metadata: { actorEmail: ada.email, organizationId: org },
    });
    const before = await head();
    expect(await ada.delete(path(`/${rule.id}`))).toMatchObject({ status: 404, body: { detail: 'Collaboration not found' } });
    expect(await head()).toBe(before);
  });
});

describe('employees', () => {
  it('are refused reading and changing the rules with 403, and nothing is appended', async () => {
    const { body: rule } = await create([ids.bo, ids.eve]);
    const before = await head();
    for (const response of [
      await bo.get(path()),
      await bo.post(path(), { employee_ids: [ids.bo, ids.eve], collaboration_type: 'avoid_together' }),
      await bo.delete(path(`/${rule.id}`)),
    ]) {
      expect(response).toMatchObject({ status: 403, body: { detail: 'Only administrators of this organization can do this' } });
    }
    expect(await head()).toBe(before);
    await removeAll();
  });
});
