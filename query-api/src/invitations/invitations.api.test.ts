import { TEXT } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { invitationWorld } from '@rostra/cli/testing/invitation-world';

const t = invitationWorld();
const { world, invite } = t;

describe('GET /organizations/{id}/invitations and the member list', () => {
  it('lists the invitation as a pending member, with its token for admins', async () => {
    const { body } = await invite({ email: 'cy@example.com', first_name: 'Cy', last_name: 'Cole', is_admin: true });
    const { members } = (await t.ada.get(`/organizations/${t.org}/members`)).body;
    expect(members.find((m: { id: string }) => m.id === body.id)).toEqual({
      id: body.id,
      user_id: null,
      member_type: 'invitation',
      name: 'Cole',
      email: 'cy@example.com',
      is_admin: true,
      is_employee: true,
      status: 'pending',
      user_created_at: null,
      expires_at: null,
      invited_by: t.ada.email,
      invitation_token: body.token,
      first_name: 'Cy',
      middle_name: null,
      last_name: 'Cole',
      preferred_name: null,
      location_ids: [],
      skills: [],
    });
    const pending = (await t.ada.get(`/organizations/${t.org}/invitations?status=pending`)).body.invitations;
    expect(pending.map((i: { email: string }) => i.email)).toContain('cy@example.com');
  });
});

describe('GET /invitations/{token}', () => {
  it('shows the acceptance page what it needs, without signing in', async () => {
    const { body } = await invite({ email: 'hal@example.com', invited_name: 'Hal', is_admin: true, is_employee: false });
    await t.ada.get(`/organizations/${t.org}/invitations`); // the inviter's read waits for the invitation; a signed-out one would not
    expect((await world.root.fresh().get(`/invitations/${body.token}`)).body).toEqual({
      organization_id: t.org,
      organization_name: 'Ward 4',
      email: 'hal@example.com',
      invited_name: 'Hal',
      is_admin: true,
      is_employee: false,
      status: 'pending',
      expires_at: null,
    });
    expect(await world.root.fresh().get('/invitations/AAAAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({
      status: 404,
      body: { detail: TEXT.invitationTokenNotFound },
    });
  });
});
