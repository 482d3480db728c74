import { beforeEach, describe, expect, it } from 'vitest';
import type { SignedIn } from '@rostra/cli/testing/organization';
import { organizationWorld } from '@rostra/cli/testing/organization-world';

const world = organizationWorld();
const { user, organizationOf } = world;

describe('reading organizations', () => {
  let fay: SignedIn;
  let stranger: SignedIn;
  let ward: number;
  beforeEach(async () => {
    fay = await user('fay');
    stranger = await user('gus');
    ward = await organizationOf(fay, 'Zeta Ward');
    await organizationOf(fay, 'alpha Ward');
  });

  it('lists the organizations a user belongs to, by name, with their roles', async () => {
    const { body } = await fay.get('/organizations');
    expect(body.organizations.map((o: { name: string }) => o.name)).toEqual(['alpha Ward', 'Zeta Ward']);
    expect(body.organizations[1]).toMatchObject({ id: ward, is_admin: true, is_employee: true, settings: { name_display_format: 'last' } });
    expect((await stranger.get('/organizations')).body).toEqual({ organizations: [] });
    expect((await world.root.fresh().get('/organizations')).status).toBe(401);
  });

  it('shows one organization to its members only', async () => {
    expect((await fay.get(`/organizations/${ward}`)).body).toMatchObject({ id: ward, name: 'Zeta Ward', is_admin: true });
    expect(await stranger.get(`/organizations/${ward}`)).toMatchObject({
      status: 403,
      body: { detail: 'You do not have access to this organization' },
    });
    expect(await fay.get('/organizations/999999')).toMatchObject({ status: 404, body: { detail: 'Organization not found' } });
    expect((await fay.get('/organizations/abc')).status).toBe(404);
  });

  it('lists its active users with their roles, to members', async () => {
    expect((await fay.get(`/organizations/${ward}/users`)).body).toEqual({
      users: [{ id: fay.id, email: fay.email, name: 'fay', is_admin: true, is_employee: true, joined_at: expect.any(String) }],
    });
    expect((await stranger.get(`/organizations/${ward}/users`)).status).toBe(403);
  });

  it("answers a user's own roles, and nobody else's", async () => {
    const { body } = await fay.get(`/users/${fay.id}/roles`);
    expect(body.user_id).toBe(fay.id);
    expect(body.roles).toContainEqual({ organization_id: String(ward), organization_name: 'Zeta Ward', is_admin: true, is_employee: true });
    expect(body.roles).toHaveLength(2);
    expect(await stranger.get(`/users/${fay.id}/roles`)).toMatchObject({
      status: 403,
      body: { detail: 'You can only read your own roles' },
    });
  });
});
