import { afterEach, describe, expect, it } from 'vitest';
import { collaborationWorld } from '@rostra/cli/testing/collaboration-world';
import { createOrganization, signedUp } from '@rostra/cli/testing/organization';

// What the rule list answers as members and names change is specified in
// query-api/src/collaborations/collaborations.api.test.ts.
const DAY = 86_400_000;
const t = collaborationWorld();
const { world, clock, ids, head, path, create, rules, removeAll } = t;

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
      employee_names: ['Ada', 'Dahl', t.bo.email],
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
    expect(await t.ada.post(path(), body())).toMatchObject({
      status: 400,
      body: { detail: typeof detail === 'function' ? detail() : detail },
    });
    expect(await head()).toBe(before);
  });

  it('refuses members of another organization, and cancelled or expired invitations', async () => {
    const hal = await signedUp(world.root, 'hal@example.com', 'Hal');
    const other = await createOrganization(world.root, hal, { name: 'Ward 9' });
    const halMember = (await hal.get(`/organizations/${other}/members`)).body.members[0].id;
    const cancelled = (await t.ada.post(`/organizations/${t.org}/invitations`, { email: 'gone@example.com', is_employee: true })).body.id;
    await t.ada.delete(`/organizations/${t.org}/invitations/${cancelled}`);
    const lapsing = (
      await t.ada.post(`/organizations/${t.org}/invitations`, { email: 'late@example.com', is_employee: true, expires_in_days: 1 })
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

describe('deleting a collaboration rule', () => {
  it('removes it from the list, keeps it in the log, and refuses a second deletion', async () => {
    const { body: rule } = await create([ids.bo, ids.eve]);
    expect(await t.ada.delete(path(`/${rule.id}`))).toMatchObject({ status: 200, body: { id: rule.id } });
    expect((await rules()).map((r) => r.id)).not.toContain(rule.id);
    const log = await world.server.running.stores.events.readStream(`collaborations-${t.org}`);
    expect(log.at(-1)).toMatchObject({
      type: 'CollaborationDeleted',
      data: { collaborationId: rule.id },
      metadata: { actorEmail: t.ada.email, organizationId: t.org },
    });
    const before = await head();
    expect(await t.ada.delete(path(`/${rule.id}`))).toMatchObject({ status: 404, body: { detail: 'Collaboration not found' } });
    expect(await head()).toBe(before);
  });
});

describe('employees', () => {
  it('are refused reading and changing the rules with 403, and nothing is appended', async () => {
    const { body: rule } = await create([ids.bo, ids.eve]);
    const before = await head();
    for (const response of [
      await t.bo.get(path()),
      await t.bo.post(path(), { employee_ids: [ids.bo, ids.eve], collaboration_type: 'avoid_together' }),
      await t.bo.delete(path(`/${rule.id}`)),
    ]) {
      expect(response).toMatchObject({ status: 403, body: { detail: 'Only administrators of this organization can do this' } });
    }
    expect(await head()).toBe(before);
    await removeAll();
  });
});
