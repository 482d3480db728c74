import { INVITATION_EXPIRY_TEXT, TEXT } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { invitationWorld } from '@rostra/cli/testing/invitation-world';
import { addMember, createOrganization, signedUp } from '@rostra/cli/testing/organization';
import { mailsSent } from '@rostra/cli/testing/outbox';

// The invitation list, the member list's pending invitations and the acceptance page's view are
// specified in query-api/src/invitations/invitations.api.test.ts.
const DAY = 86_400_000;
const t = invitationWorld();
const { world, clock, invite } = t;

const head = () => world.server.running.stores.events.headPosition();
/** E-mail leaves after the answer: what the outbox has sent once it has caught up with the log. */
const mails = () => mailsSent(world.server);
const membershipLog = async (organizationId = t.org) => world.server.running.stores.events.readStream(`membership-${organizationId}`);

describe('inviting someone', () => {
  it('answers with an unguessable URL-safe token and the accept link, and mails the link', async () => {
    const response = await invite({
      email: ' Bo@Example.com ',
      first_name: ' Bo ',
      last_name: 'Berg',
      invited_name: 'Bo',
      expires_in_days: 7,
    });
    expect(response.status).toBe(201);
    const { token, accept_url } = response.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(accept_url).toBe(`${world.server.url}/invitations/${token}/accept`);
    expect(response.body).toMatchObject({
      email: 'bo@example.com',
      organization_id: t.org,
      is_admin: false,
      is_employee: true,
      status: 'pending',
      email_sent: true,
    });
    expect(Date.parse(response.body.expires_at) - Date.now()).toBeGreaterThan(6.9 * DAY);

    const mail = (await mails()).find((eml) => eml.includes(accept_url))!;
    expect(mail).toMatch(/^To: bo@example\.com$/m);
    expect(mail).toMatch(/^Subject: You are invited to join Ward 4 on Rostra$/m);
    expect(mail).toContain(`${t.ada.email} has invited you to join Ward 4 on Rostra as Employee.`);
  });

  it.each([
    [{ email: 'x1@example.com', is_employee: false }, TEXT.atLeastOneRole],
    [{ email: 'not-an-email' }, 'email: Email must be a valid email address'],
    [{ email: 'x2@example.com', expires_in_days: 0 }, `expires_in_days: ${INVITATION_EXPIRY_TEXT}`],
    [{ email: 'x3@example.com', expires_in_days: 366 }, `expires_in_days: ${INVITATION_EXPIRY_TEXT}`],
    [{ email: 'x4@example.com', expires_in_days: 'soon' }, `expires_in_days: ${INVITATION_EXPIRY_TEXT}`],
    [{ email: 'x5@example.com', first_name: 'n'.repeat(256) }, 'first_name: Must be no more than 255 characters'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const before = await head();
    expect(await invite(body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('refuses a duplicate pending invitation and an existing member, appending nothing', async () => {
    await invite({ email: 'dup@example.com' });
    const before = await head();
    expect(await invite({ email: 'DUP@example.com' })).toMatchObject({
      status: 409,
      body: { detail: 'dup@example.com already has a pending invitation; resend or cancel it instead' },
    });
    expect(await invite({ email: t.ada.email })).toMatchObject({
      status: 409,
      body: { detail: `${t.ada.email} is already a member of this organization` },
    });
    expect(await head()).toBe(before);
  });

  it('keeps max_employees, counting members and pending invitations', async () => {
    const small = await createOrganization(world.root, t.ada, { name: 'Small', max_employees: 2 });
    expect((await invite({ email: 'one@example.com' }, t.ada, small)).status).toBe(201);
    const refused = await invite({ email: 'two@example.com' }, t.ada, small);
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: 'This organization has reached its limit of 2 employees (active members and pending invitations)' },
    });
  });

  it('is for admins of the organization only', async () => {
    const employee = await addMember(t.ada, t.org, 'emp@example.com');
    expect((await invite({ email: 'z@example.com' }, employee)).status).toBe(403);
    expect((await invite({ email: 'z@example.com' }, world.root.fresh())).status).toBe(401);
    expect((await invite({ email: 'z@example.com' }, t.ada, '999999')).status).toBe(404);
    expect((await employee.get(`/organizations/${t.org}/invitations`)).status).toBe(403);
  });
});

describe('the time of an invitation', () => {
  it("is the server clock's in the audit trail, not the wall clock's", async () => {
    clock.offset = 40 * DAY;
    const from = clock.now().toISOString();
    await invite({ email: 'dee@example.com', first_name: 'Dee', last_name: 'Dale' });
    const to = clock.now().toISOString();
    const { body } = await t.ada.get(`/organizations/${t.org}/audit?kind=invitation.created`);
    const [created] = body.entries as { occurred_at: string }[];
    expect(created!.occurred_at >= from && created!.occurred_at <= to, `${created!.occurred_at} in [${from}, ${to}]`).toBe(true);
  });
});

describe('accepting an invitation', () => {
  it('joins the signed-in user whose address was invited, once', async () => {
    const { body: invitation } = await invite({ email: 'dee@example.com', is_admin: true });
    const dee = await signedUp(world.root, 'dee@example.com');
    const accepted = await dee.put(`/invitations/${invitation.token}/accept`);
    expect(accepted).toMatchObject({
      status: 200,
      body: { organization_id: t.org, organization_name: 'Ward 4', is_admin: true, is_employee: true, user_created: false },
    });
    expect((await dee.get('/auth/session')).body.app_metadata.roles_by_organization[t.org]).toMatchObject({
      is_admin: true,
      is_employee: true,
    });
    const member = (await t.ada.get(`/organizations/${t.org}/members`)).body.members.find(
      (m: { email: string }) => m.email === 'dee@example.com',
    );
    expect(member).toMatchObject({
      id: invitation.id,
      user_id: dee.id,
      member_type: 'user',
      status: 'active',
      invitation_token: null,
      invited_by: t.ada.email,
    });

    expect(await dee.put(`/invitations/${invitation.token}/accept`)).toMatchObject({
      status: 409,
      body: { detail: TEXT.invitationTokenUsed },
    });
    expect((await world.root.fresh().get(`/invitations/${invitation.token}`)).body.status).toBe('accepted');
  });

  it('is refused to another address', async () => {
    const { body } = await invite({ email: 'fay@example.com' });
    const eve = await signedUp(world.root, 'eve@example.com');
    expect(await eve.put(`/invitations/${body.token}/accept`)).toMatchObject({
      status: 403,
      body: { detail: 'This invitation was sent to a different email address' },
    });
  });

  it('answers unknown and malformed tokens with the texts of docs/product/error-texts.md', async () => {
    const gus = await signedUp(world.root, 'gus@example.com');
    expect(await gus.put('/invitations/AAAAAAAAAAAAAAAAAAAAAAAA/accept')).toMatchObject({
      status: 404,
      body: { detail: TEXT.invitationTokenNotFound },
    });
    expect(await gus.put('/invitations/short/accept')).toMatchObject({ status: 400, body: { detail: TEXT.invitationTokenFormat } });
    expect((await world.root.fresh().put('/invitations/AAAAAAAAAAAAAAAAAAAAAAAA/accept')).status).toBe(401);
  });

  it('can be claimed with the token in the body', async () => {
    const { body } = await invite({ email: 'ida@example.com' });
    const ida = await signedUp(world.root, 'ida@example.com');
    expect(await ida.post('/auth/claim-invitation', {})).toMatchObject({
      status: 400,
      body: { detail: `invitation_token: ${TEXT.joinTokenRequired}` },
    });
    expect(await ida.post('/auth/claim-invitation', { invitation_token: 'bad token' })).toMatchObject({
      status: 400,
      body: { detail: `invitation_token: ${TEXT.invitationTokenFormat}` },
    });
    expect(await ida.post('/auth/claim-invitation', { invitation_token: body.token })).toMatchObject({
      status: 200,
      body: { organization_id: t.org, organization_name: 'Ward 4', is_admin: false, is_employee: true, user_created: false },
    });
  });
});

describe('registering with an invitation', () => {
  it('creates the account, joins and signs in', async () => {
    const { body } = await invite({ email: 'jo@example.com', is_admin: true, is_employee: false });
    const jo = world.root.fresh();
    const response = await jo.post('/auth/register-with-invitation', {
      email: 'jo@example.com',
      password: 'Passw0rd!',
      name: 'Jo',
      invitation_token: body.token,
    });
    expect(response).toMatchObject({
      status: 201,
      body: {
        organization_id: t.org,
        organization_name: 'Ward 4',
        is_admin: true,
        is_employee: false,
        user_created: true,
        user: { email: 'jo@example.com', name: 'Jo' },
      },
    });
    jo.token = response.body.access_token;
    expect((await jo.get('/auth/session')).body.app_metadata.roles_by_organization[t.org]).toMatchObject({ is_admin: true });
  });

  it('refuses an address that already has an account, and leaves the invitation pending', async () => {
    const { body } = await invite({ email: 'taken@example.com' });
    await t.ada.get(`/organizations/${t.org}/invitations`); // the inviter's read waits for the invitation; a signed-out one would not
    await signedUp(world.root, 'taken@example.com');
    const response = await world.root
      .fresh()
      .post('/auth/register-with-invitation', { email: 'taken@example.com', password: 'Passw0rd!', invitation_token: body.token });
    expect(response).toMatchObject({ status: 409, body: { detail: 'An account with this email already exists' } });
    expect((await world.root.fresh().get(`/invitations/${body.token}`)).body.status).toBe('pending');
  });

  it('creates no account for a dead token or another address', async () => {
    const { body } = await invite({ email: 'kim@example.com' });
    const attempt = (email: string, token: string) =>
      world.root.fresh().post('/auth/register-with-invitation', { email, password: 'Passw0rd!', invitation_token: token });
    expect(await attempt('kim@example.com', 'AAAAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({
      status: 404,
      body: { detail: TEXT.invitationTokenNotFound },
    });
    expect(await attempt('lee@example.com', body.token)).toMatchObject({
      status: 403,
      body: { detail: 'This invitation was sent to a different email address' },
    });
    expect((await world.root.fresh().post('/auth/login', { email: 'lee@example.com', password: 'Passw0rd!' })).status).toBe(401);
  });
});

describe('resending an invitation', () => {
  it('mails a new token; the old link stops working', async () => {
    const { body: first } = await invite({ email: 'max@example.com', expires_in_days: 3 });
    const mailsBefore = (await mails()).length;
    const resent = await t.ada.post(`/organizations/${t.org}/invitations/${first.id}/resend`);
    expect(resent).toMatchObject({ status: 200, body: { id: first.id, email: 'max@example.com', status: 'pending', email_sent: true } });
    expect(resent.body.token).not.toBe(first.token);
    expect(await mails()).toHaveLength(mailsBefore + 1);
    expect((await mails()).some((eml) => eml.includes(resent.body.accept_url))).toBe(true);

    const max = await signedUp(world.root, 'max@example.com');
    expect(await max.put(`/invitations/${first.token}/accept`)).toMatchObject({
      status: 404,
      body: { detail: TEXT.invitationTokenNotFound },
    });
    expect((await world.root.fresh().get(`/invitations/${first.token}`)).status).toBe(404);
    expect((await max.put(`/invitations/${resent.body.token}/accept`)).status).toBe(200);
  });
});

describe('an expired invitation', () => {
  it('shows as expired, cannot be accepted, and works again once resent', async () => {
    const { body } = await invite({ email: 'ned@example.com', expires_in_days: 1 });
    clock.offset = 2 * DAY;
    const member = (await t.ada.get(`/organizations/${t.org}/members`)).body.members.find((m: { id: string }) => m.id === body.id);
    expect(member.status).toBe('expired');
    expect(
      (await t.ada.get(`/organizations/${t.org}/invitations?status=expired`)).body.invitations.map((i: { id: string }) => i.id),
    ).toContain(body.id);
    expect((await world.root.fresh().get(`/invitations/${body.token}`)).body.status).toBe('expired');
    const ned = await signedUp(world.root, 'ned@example.com');
    expect(await ned.put(`/invitations/${body.token}/accept`)).toMatchObject({
      status: 409,
      body: { detail: TEXT.invitationTokenExpired },
    });

    const resent = await t.ada.post(`/organizations/${t.org}/invitations/${body.id}/resend`);
    expect(Date.parse(resent.body.expires_at)).toBeGreaterThan(Date.now() + 2.9 * DAY);
    expect((await ned.put(`/invitations/${resent.body.token}/accept`)).status).toBe(200);
  });
});

describe('cancelling an invitation', () => {
  it.each(['invitations/{id}', 'members/{id}/invitation'])('by DELETE …/%s ends it', async (path) => {
    const email = `cancel-${path.length}@example.com`;
    const { body } = await invite({ email });
    const deleted = await t.ada.delete(`/organizations/${t.org}/${path.replace('{id}', body.id)}`);
    expect(deleted).toMatchObject({ status: 200, body: { id: body.id, status: 'cancelled' } });
    expect((await t.ada.get(`/organizations/${t.org}/members`)).body.members.some((m: { id: string }) => m.id === body.id)).toBe(false);
    expect(
      (await t.ada.get(`/organizations/${t.org}/invitations?status=cancelled`)).body.invitations.map((i: { id: string }) => i.id),
    ).toContain(body.id);
    const user = await signedUp(world.root, email);
    expect(await user.put(`/invitations/${body.token}/accept`)).toMatchObject({
      status: 409,
      body: { detail: TEXT.invitationTokenCancelled },
    });
    expect(await t.ada.delete(`/organizations/${t.org}/invitations/${body.id}`)).toMatchObject({
      status: 409,
      body: { detail: 'This invitation has been cancelled' },
    });
  });
});

describe('the roles of an invitation', () => {
  it('change, need one role, and are recorded before and after', async () => {
    const { body } = await invite({ email: 'ola@example.com' });
    const changed = await t.ada.put(`/organizations/${t.org}/invitations/${body.id}/roles`, {
      is_admin: true,
      is_employee: false,
      confirm_self_demotion: false,
    });
    expect(changed).toMatchObject({ status: 200, body: { id: body.id, is_admin: true, is_employee: false } });
    const row = (await t.ada.get(`/organizations/${t.org}/members`)).body.members.find((m: { id: string }) => m.id === body.id);
    expect(row).toMatchObject({ is_admin: true, is_employee: false });
    expect(await t.ada.put(`/organizations/${t.org}/invitations/${body.id}/roles`, { is_admin: false, is_employee: false })).toMatchObject({
      status: 400,
      body: { detail: TEXT.atLeastOneRole },
    });

    const recorded = (await membershipLog()).find(
      (event) => event.type === 'InvitationRolesChanged' && (event.data as { invitationId: string }).invitationId === body.id,
    )!;
    expect(recorded.data).toMatchObject({ before: { isAdmin: false, isEmployee: true }, after: { isAdmin: true, isEmployee: false } });
    expect(recorded.metadata).toMatchObject({
      actorUserId: t.ada.id,
      actorEmail: t.ada.email,
      organizationId: t.org,
      subjectMemberId: body.id,
    });
  });
});
