import { TEXT } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { memberWorld } from '@rostra/cli/testing/member-world';
import { addMember, createOrganization, signedUp } from '@rostra/cli/testing/organization';

// The member list is specified in query-api/src/members/members.api.test.ts.
const t = memberWorld();
const { world, membersOf, team } = t;

const head = () => world.server.running.stores.events.headPosition();
const lastEvent = async (organizationId = t.org) =>
  (await world.server.running.stores.events.readStream(`membership-${organizationId}`)).at(-1)!;
describe("changing a member's roles", () => {
  it('changes them, and records before and after', async () => {
    const bo = await addMember(t.ada, t.org, 'bo@example.com');
    const response = await t.ada.put(`/organizations/${t.org}/members/${bo.id}/role`, { is_admin: true, is_employee: true });
    expect(response).toMatchObject({ status: 200, body: { id: bo.memberId, user_id: bo.id, is_admin: true, is_employee: true } });
    expect((await membersOf(t.ada)).find((m) => m.user_id === bo.id)).toMatchObject({ is_admin: true, is_employee: true });
    const event = await lastEvent();
    expect(event).toMatchObject({
      type: 'MemberRolesChanged',
      data: {
        memberId: bo.memberId,
        userId: bo.id,
        before: { isAdmin: false, isEmployee: true },
        after: { isAdmin: true, isEmployee: true },
      },
      metadata: { actorUserId: t.ada.id, actorEmail: t.ada.email, organizationId: t.org, subjectMemberId: bo.memberId },
    });
  });

  it('needs at least one role, and appends nothing otherwise', async () => {
    const cy = await addMember(t.ada, t.org, 'cy@example.com');
    const before = await head();
    expect(await t.ada.put(`/organizations/${t.org}/members/${cy.id}/role`, { is_admin: false, is_employee: false })).toMatchObject({
      status: 400,
      body: { detail: TEXT.atLeastOneRole },
    });
    expect(await head()).toBe(before);
  });

  it('is for admins only', async () => {
    const dee = await addMember(t.ada, t.org, 'dee@example.com');
    expect((await dee.put(`/organizations/${t.org}/members/${t.ada.id}/role`, { is_admin: false, is_employee: true })).status).toBe(403);
    expect(await t.ada.put(`/organizations/${t.org}/members/nobody/role`, { is_employee: true })).toMatchObject({
      status: 404,
      body: { detail: 'Member not found' },
    });
  });

  it('lets an admin step down only when confirmed, and never as the last admin', async () => {
    const { founder, id } = await team('solo@example.com');
    const stepDown = (confirm: boolean) =>
      founder.put(`/organizations/${id}/members/${founder.id}/role`, {
        is_admin: false,
        is_employee: true,
        confirm_self_demotion: confirm,
      });
    expect(await stepDown(false)).toMatchObject({
      status: 400,
      body: { detail: 'Removing your own admin role must be confirmed (confirm_self_demotion)' },
    });
    expect(await stepDown(true)).toMatchObject({ status: 409, body: { detail: 'An organization must keep at least one administrator' } });
    expect(await founder.put(`/organizations/${id}/members/${founder.id}/role`, { is_admin: true, is_employee: false })).toMatchObject({
      status: 403,
      body: { detail: 'You cannot change your own roles, except to step down as administrator' },
    });

    await addMember(founder, id, 'co-admin@example.com', { is_admin: true });
    expect(await stepDown(true)).toMatchObject({ status: 200, body: { is_admin: false, is_employee: true } });
    expect((await founder.get(`/organizations/${id}/invitations`)).status).toBe(403);
  });
});

describe('removing a user', () => {
  it('removes them, and they lose access at once', async () => {
    const eve = await addMember(t.ada, t.org, 'eve@example.com');
    const removed = await t.ada.delete(`/organizations/${t.org}/users/${eve.id}`);
    expect(removed).toMatchObject({ status: 200, body: { id: eve.memberId, user_id: eve.id } });
    expect((await membersOf(t.ada)).some((m) => m.user_id === eve.id)).toBe(false);
    expect((await eve.get(`/organizations/${t.org}/members`)).status).toBe(403);
    expect((await eve.get('/auth/session')).body.app_metadata.roles_by_organization[t.org]).toBeUndefined();
    expect(await lastEvent()).toMatchObject({
      type: 'MemberRemoved',
      data: { userId: eve.id, isEmployee: true },
      metadata: { actorUserId: t.ada.id, subjectMemberId: eve.memberId },
    });
  });

  it('refuses to remove oneself, and is for admins only', async () => {
    expect(await t.ada.delete(`/organizations/${t.org}/users/${t.ada.id}`)).toMatchObject({
      status: 403,
      body: { detail: 'You cannot remove yourself from the organization' },
    });
    const fay = await addMember(t.ada, t.org, 'fay@example.com');
    expect((await fay.delete(`/organizations/${t.org}/users/${t.ada.id}`)).status).toBe(403);
  });

  it('frees a place under max_employees', async () => {
    const founder = await signedUp(world.root, 'capped@example.com');
    const id = await createOrganization(world.root, founder, { name: 'Capped', max_employees: 2 });
    const gus = await addMember(founder, id, 'gus@example.com');
    const invite = () => founder.post(`/organizations/${id}/invitations`, { email: 'hal@example.com', is_employee: true });
    expect((await invite()).status).toBe(409);
    await founder.delete(`/organizations/${id}/users/${gus.id}`);
    expect((await invite()).status).toBe(201);
  });
});

describe("a member's name", () => {
  it('is read and edited by the member, with any parts', async () => {
    const ivy = await addMember(t.ada, t.org, 'ivy@example.com');
    const edited = await ivy.put(`/organizations/${t.org}/members/${ivy.id}/name`, {
      first_name: ' Ivy ',
      middle_name: '',
      preferred_name: 'Ives',
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { member_id: ivy.memberId, user_id: ivy.id, first_name: 'Ivy', middle_name: null, last_name: null, preferred_name: 'Ives' },
    });
    expect((await ivy.get(`/organizations/${t.org}/members/${ivy.id}/name`)).body).toEqual({
      member_id: ivy.memberId,
      user_id: ivy.id,
      first_name: 'Ivy',
      middle_name: null,
      last_name: null,
      preferred_name: 'Ives',
    });
  });

  it('is edited by admins for anyone, invitations too, with first and last name', async () => {
    const jay = await addMember(t.ada, t.org, 'jay@example.com');
    const path = `/organizations/${t.org}/members/${jay.id}/name`;
    expect(await t.ada.put(path, { first_name: 'Jay' })).toMatchObject({
      status: 400,
      body: { detail: 'last_name: This field is required' },
    });
    expect(await t.ada.put(path, { first_name: 'Jay', last_name: 'x'.repeat(256) })).toMatchObject({
      status: 400,
      body: { detail: 'last_name: Must be no more than 255 characters' },
    });
    expect((await t.ada.put(path, { first_name: 'Jay', last_name: 'Jones' })).status).toBe(200);
    expect((await t.ada.get(path)).body).toMatchObject({ first_name: 'Jay', last_name: 'Jones' });
    expect(await lastEvent()).toMatchObject({
      type: 'MemberNameChanged',
      data: { before: { firstName: null }, after: { firstName: 'Jay', lastName: 'Jones' } },
    });

    const invitation = (await t.ada.post(`/organizations/${t.org}/invitations`, { email: 'kay@example.com', is_employee: true })).body;
    expect(
      (await t.ada.put(`/organizations/${t.org}/members/${invitation.id}/name`, { first_name: 'Kay', last_name: 'King' })).status,
    ).toBe(200);
    expect((await t.ada.get(`/organizations/${t.org}/members/${invitation.id}/name`)).body).toMatchObject({
      member_id: invitation.id,
      user_id: null,
      first_name: 'Kay',
    });
  });

  it('of someone else is closed to employees', async () => {
    const lou = await addMember(t.ada, t.org, 'lou@example.com');
    expect((await lou.get(`/organizations/${t.org}/members/${t.ada.id}/name`)).status).toBe(403);
    expect((await lou.put(`/organizations/${t.org}/members/${t.ada.id}/name`, { first_name: 'A', last_name: 'B' })).status).toBe(403);
    expect((await t.ada.get(`/organizations/${t.org}/members/nobody/name`)).status).toBe(404);
  });
});
