import { TEXT } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { memberWorld } from '@rostra/cli/testing/member-world';
import { addMember, signedUp } from '@rostra/cli/testing/organization';

const t = memberWorld();
const { world, membersOf, team } = t;

describe('the member list', () => {
  it('lists users and invitations with every field of docs/product/entities.md', async () => {
    const invitation = (
      await t.ada.post(`/organizations/${t.org}/invitations`, { email: 'pending@example.com', is_employee: true, expires_in_days: 30 })
    ).body;
    const members = await membersOf(t.ada);
    expect(members.find((m) => m.email === t.ada.email)).toEqual({
      id: expect.any(String),
      user_id: t.ada.id,
      member_type: 'user',
      name: 'Ada',
      email: t.ada.email,
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
      invited_by: t.ada.email,
      invitation_token: invitation.token,
    });
  });

  it('shows employees the list without invitation tokens', async () => {
    const employee = await addMember(t.ada, t.org, 'list-employee@example.com');
    const members = await membersOf(employee);
    expect(members.length).toBeGreaterThan(1);
    expect(members.every((m) => m.invitation_token === null)).toBe(true);
  });

  it('is closed to non-members, strangers and unknown organizations', async () => {
    const stranger = await signedUp(world.root, 'stranger@example.com');
    expect(await stranger.get(`/organizations/${t.org}/members`)).toMatchObject({
      status: 403,
      body: { detail: 'You do not have access to this organization' },
    });
    expect((await world.root.fresh().get(`/organizations/${t.org}/members`)).status).toBe(401);
    expect(await t.ada.get('/organizations/424242/members')).toMatchObject({ status: 404, body: { detail: TEXT.organizationNotFound } });
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
