import { TEXT } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@rostra/cli/testing/api-client';
import { addMember, createOrganization, signedUp, type SignedIn } from '@rostra/cli/testing/organization';
import { organizationWorld } from '@rostra/cli/testing/organization-world';

const world = organizationWorld();
let ada: SignedIn;
let org: string;
// Each test has its own organization, founded by its own Ada.
beforeEach(async () => {
  ada = await world.user('ada', 'Ada');
  org = String(await world.organizationOf(ada));
});

const head = () => world.server.running.stores.events.headPosition();
const membersOf = async (client: ApiClient, organizationId = org) =>
  (await client.get(`/organizations/${organizationId}/members`)).body.members as Record<string, unknown>[];
const lastEvent = async (organizationId = org) =>
  (await world.server.running.stores.events.readStream(`membership-${organizationId}`)).at(-1)!;
/** A fresh organization founded by a new admin, for rules that need a small cast. */
async function team(founderEmail: string) {
  const founder = await signedUp(world.root, founderEmail);
  return { founder, id: await createOrganization(world.root, founder, { name: `Team ${founderEmail.split('@')[0]}` }) };
}

describe('the member list', () => {
  it('lists users and invitations with every field of docs/product/entities.md', async () => {
    const invitation = (
      await ada.post(`/organizations/${org}/invitations`, { email: 'pending@example.com', is_employee: true, expires_in_days: 30 })
    ).body;
    const members = await membersOf(ada);
    expect(members.find((m) => m.email === ada.email)).toEqual({
      id: expect.any(String),
      user_id: ada.id,
      member_type: 'user',
      name: 'Ada',
      email: ada.email,
      is_admin: true,
      is_employee: true,
      status: 'active',
      user_created_at: expect.any(String),
      expires_at: null,
      invited_by: null,
      invitation_token: null,
      first_name: null,
      middle_name: null,
      last_name: null,
      preferred_name: null,
      location_ids: [],
      skills: [],
    });
    expect(members.find((m) => m.email === 'pending@example.com')).toMatchObject({
      id: invitation.id,
      user_id: null,
      member_type: 'invitation',
      name: 'pending@example.com',
      status: 'pending',
      expires_at: invitation.expires_at,
      invited_by: ada.email,
      invitation_token: invitation.token,
    });
  });

  it('shows employees the list without invitation tokens', async () => {
    const employee = await addMember(ada, org, 'list-employee@example.com');
    const members = await membersOf(employee);
    expect(members.length).toBeGreaterThan(1);
    expect(members.every((m) => m.invitation_token === null)).toBe(true);
  });

  it('is closed to non-members, strangers and unknown organizations', async () => {
    const stranger = await signedUp(world.root, 'stranger@example.com');
    expect(await stranger.get(`/organizations/${org}/members`)).toMatchObject({
      status: 403,
      body: { detail: 'You do not have access to this organization' },
    });
    expect((await world.root.fresh().get(`/organizations/${org}/members`)).status).toBe(401);
    expect(await ada.get('/organizations/424242/members')).toMatchObject({ status: 404, body: { detail: TEXT.organizationNotFound } });
  });

  it("names members in the organization's display format", async () => {
    const { founder, id } = await team('format@example.com');
    const member = await addMember(founder, id, 'lena@example.com');
    await founder.put(`/organizations/${id}/members/${member.id}/name`, {
      first_name: 'Lena',
      middle_name: 'Maria',
      last_name: 'Berg',
      preferred_name: null,
    });
    const nameOf = async () => (await membersOf(founder, id)).find((m) => m.email === 'lena@example.com')!.name;
    expect(await nameOf()).toBe('Berg');
    expect((await founder.put(`/organizations/${id}/settings`, { name_display_format: 'first_last' })).status).toBe(200);
    expect(await nameOf()).toBe('Lena Maria Berg');
    await founder.put(`/organizations/${id}/settings`, { name_display_format: 'last_first' });
    expect(await nameOf()).toBe('Berg, Lena Maria');
  });
});

describe("changing a member's roles", () => {
  it('changes them, and records before and after', async () => {
    const bo = await addMember(ada, org, 'bo@example.com');
    const response = await ada.put(`/organizations/${org}/members/${bo.id}/role`, { is_admin: true, is_employee: true });
    expect(response).toMatchObject({ status: 200, body: { id: bo.memberId, user_id: bo.id, is_admin: true, is_employee: true } });
    expect((await membersOf(ada)).find((m) => m.user_id === bo.id)).toMatchObject({ is_admin: true, is_employee: true });
    const event = await lastEvent();
    expect(event).toMatchObject({
      type: 'MemberRolesChanged',
      data: {
        memberId: bo.memberId,
        userId: bo.id,
        before: { isAdmin: false, isEmployee: true },
        after: { isAdmin: true, isEmployee: true },
      },
      metadata: { actorUserId: ada.id, actorEmail: ada.email, organizationId: org, subjectMemberId: bo.memberId },
    });
  });

  it('needs at least one role, and appends nothing otherwise', async () => {
    const cy = await addMember(ada, org, 'cy@example.com');
    const before = await head();
    expect(await ada.put(`/organizations/${org}/members/${cy.id}/role`, { is_admin: false, is_employee: false })).toMatchObject({
      status: 400,
      body: { detail: TEXT.atLeastOneRole },
    });
    expect(await head()).toBe(before);
  });

  it('is for admins only', async () => {
    const dee = await addMember(ada, org, 'dee@example.com');
    expect((await dee.put(`/organizations/${org}/members/${ada.id}/role`, { is_admin: false, is_employee: true })).status).toBe(403);
    expect(await ada.put(`/organizations/${org}/members/nobody/role`, { is_employee: true })).toMatchObject({
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
    const eve = await addMember(ada, org, 'eve@example.com');
    const removed = await ada.delete(`/organizations/${org}/users/${eve.id}`);
    expect(removed).toMatchObject({ status: 200, body: { id: eve.memberId, user_id: eve.id } });
    expect((await membersOf(ada)).some((m) => m.user_id === eve.id)).toBe(false);
    expect((await eve.get(`/organizations/${org}/members`)).status).toBe(403);
    expect((await eve.get('/auth/session')).body.app_metadata.roles_by_organization[org]).toBeUndefined();
    expect(await lastEvent()).toMatchObject({
      type: 'MemberRemoved',
      data: { userId: eve.id, isEmployee: true },
      metadata: { actorUserId: ada.id, subjectMemberId: eve.memberId },
    });
  });

  it('refuses to remove oneself, and is for admins only', async () => {
    expect(await ada.delete(`/organizations/${org}/users/${ada.id}`)).toMatchObject({
      status: 403,
      body: { detail: 'You cannot remove yourself from the organization' },
    });
    const fay = await addMember(ada, org, 'fay@example.com');
    expect((await fay.delete(`/organizations/${org}/users/${ada.id}`)).status).toBe(403);
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
    const ivy = await addMember(ada, org, 'ivy@example.com');
    const edited = await ivy.put(`/organizations/${org}/members/${ivy.id}/name`, {
      first_name: ' Ivy ',
      middle_name: '',
      preferred_name: 'Ives',
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { member_id: ivy.memberId, user_id: ivy.id, first_name: 'Ivy', middle_name: null, last_name: null, preferred_name: 'Ives' },
    });
    expect((await ivy.get(`/organizations/${org}/members/${ivy.id}/name`)).body).toEqual({
      member_id: ivy.memberId,
      user_id: ivy.id,
      first_name: 'Ivy',
      middle_name: null,
      last_name: null,
      preferred_name: 'Ives',
    });
  });

  it('is edited by admins for anyone, invitations too, with first and last name', async () => {
    const jay = await addMember(ada, org, 'jay@example.com');
    const path = `/organizations/${org}/members/${jay.id}/name`;
    expect(await ada.put(path, { first_name: 'Jay' })).toMatchObject({
      status: 400,
      body: { detail: 'last_name: This field is required' },
    });
    expect(await ada.put(path, { first_name: 'Jay', last_name: 'x'.repeat(256) })).toMatchObject({
      status: 400,
      body: { detail: 'last_name: Must be no more than 255 characters' },
    });
    expect((await ada.put(path, { first_name: 'Jay', last_name: 'Jones' })).status).toBe(200);
    expect((await ada.get(path)).body).toMatchObject({ first_name: 'Jay', last_name: 'Jones' });
    expect(await lastEvent()).toMatchObject({
      type: 'MemberNameChanged',
      data: { before: { firstName: null }, after: { firstName: 'Jay', lastName: 'Jones' } },
    });

    const invitation = (await ada.post(`/organizations/${org}/invitations`, { email: 'kay@example.com', is_employee: true })).body;
    expect((await ada.put(`/organizations/${org}/members/${invitation.id}/name`, { first_name: 'Kay', last_name: 'King' })).status).toBe(
      200,
    );
    expect((await ada.get(`/organizations/${org}/members/${invitation.id}/name`)).body).toMatchObject({
      member_id: invitation.id,
      user_id: null,
      first_name: 'Kay',
    });
  });

  it('of someone else is closed to employees', async () => {
    const lou = await addMember(ada, org, 'lou@example.com');
    expect((await lou.get(`/organizations/${org}/members/${ada.id}/name`)).status).toBe(403);
    expect((await lou.put(`/organizations/${org}/members/${ada.id}/name`, { first_name: 'A', last_name: 'B' })).status).toBe(403);
    expect((await ada.get(`/organizations/${org}/members/nobody/name`)).status).toBe(404);
  });
});
