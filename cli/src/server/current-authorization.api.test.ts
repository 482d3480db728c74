import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../testing/api-client.ts';
import { addMember, type SignedIn } from '../testing/organization.ts';
import { organizationWorld } from '../testing/organization-world.ts';

// Authorization decided on a view that includes every event appended before the request arrived,
// for clients that never send a position (curl, scripts, another person's browser).
const world = organizationWorld();
const TRIALS = 50;

/** The client as a script would use it: same token, never an `X-Rostra-Min-Position`. */
function plain<T extends ApiClient>(client: T): T {
  client.sendsPosition = false;
  return client;
}

async function wardWithAdmin(name: string): Promise<{ owner: SignedIn; id: number; admin: SignedIn }> {
  const owner = await world.user(`${name}-owner`);
  const id = await world.organizationOf(owner, `Ward ${name}`);
  const admin = plain(await addMember(owner, String(id), world.address(`${name}-admin`), { is_admin: true, is_employee: true }));
  return { owner, id, admin };
}

const roles = (isAdmin: boolean) => ({ is_admin: isAdmin, is_employee: true });

describe('roles changed a moment ago', () => {
  it('refuse a just-demoted admin and admit a just-promoted one, on the very next command', async () => {
    const { owner, id, admin } = await wardWithAdmin('cmd');
    const settings = () => admin.put(`/organizations/${id}/settings`, { name_display_format: 'last' });
    const outcomes = { slips: 0, refusals: 0 };
    for (let trial = 0; trial < TRIALS; trial++) {
      expect((await owner.put(`/organizations/${id}/members/${admin.id}/role`, roles(false))).status).toBe(200);
      if ((await settings()).status !== 403) outcomes.slips++;
      expect((await owner.put(`/organizations/${id}/members/${admin.id}/role`, roles(true))).status).toBe(200);
      if ((await settings()).status !== 200) outcomes.refusals++;
    }
    expect(outcomes).toEqual({ slips: 0, refusals: 0 });
  });

  it('refuse a just-demoted admin and admit a just-promoted one, on the very next admin read', async () => {
    const { owner, id, admin } = await wardWithAdmin('read');
    const invitations = () => admin.get(`/organizations/${id}/invitations`);
    const outcomes = { slips: 0, refusals: 0 };
    for (let trial = 0; trial < TRIALS; trial++) {
      await owner.put(`/organizations/${id}/members/${admin.id}/role`, roles(false));
      if ((await invitations()).status !== 403) outcomes.slips++;
      await owner.put(`/organizations/${id}/members/${admin.id}/role`, roles(true));
      if ((await invitations()).status !== 200) outcomes.refusals++;
    }
    expect(outcomes).toEqual({ slips: 0, refusals: 0 });
  });

  it('refuse a just-removed admin everything in the organization', async () => {
    const { owner, id, admin } = await wardWithAdmin('removed');
    expect((await owner.delete(`/organizations/${id}/users/${admin.id}`)).status).toBe(200);
    expect(await admin.delete(`/organizations/${id}`, { confirm_deletion: true, organization_name: 'Ward removed' })).toMatchObject({
      status: 403,
      body: { detail: 'You do not have access to this organization' },
    });
    expect((await owner.get(`/organizations/${id}`)).status).toBe(200);
  });

  it('are in the roles sign-in answers with', async () => {
    const { owner, id, admin } = await wardWithAdmin('sign-in');
    const signedInRoles = async () =>
      (await admin.fresh().post('/auth/login', { email: admin.email, password: 'Passw0rd!' })).body.user.app_metadata.roles_by_organization[
        id
      ];
    for (let trial = 0; trial < 10; trial++) {
      await owner.put(`/organizations/${id}/members/${admin.id}/role`, roles(trial % 2 === 1));
      expect(await signedInRoles()).toMatchObject({ organization_id: String(id), is_admin: trial % 2 === 1 });
    }
  });
});

describe('an ended session', () => {
  const signIn = async (user: SignedIn) => {
    const login = await user.fresh().post('/auth/login', { email: user.email, password: 'Passw0rd!' });
    const client = plain(user.fresh());
    client.token = login.body.access_token;
    return { client, refreshToken: login.body.refresh_token as string };
  };

  it('refuses the access token of a signed-out session on the very next request', async () => {
    const user = await world.user('signed-out');
    const refused = [];
    for (let trial = 0; trial < 20; trial++) {
      const { client } = await signIn(user);
      expect((await client.post('/auth/logout', { scope: 'local' })).status).toBe(200);
      refused.push((await client.get('/auth/session')).status);
    }
    expect(refused).toEqual(Array(20).fill(401));
  });

  it('refuses other devices at once after "sign out everywhere" and a password change', async () => {
    const user = await world.user('everywhere');
    const [here, there] = [await signIn(user), await signIn(user)];
    expect((await here.client.post('/auth/sessions/revoke-all')).status).toBe(200);
    expect((await there.client.get('/auth/session')).status).toBe(401);
    const [again, elsewhere] = [await signIn(user), await signIn(user)];
    expect((await again.client.post('/auth/password', { current_password: 'Passw0rd!', new_password: 'Passw0rd!2' })).status).toBe(200);
    expect((await elsewhere.client.get('/auth/session')).status).toBe(401);
    expect((await again.client.get('/auth/session')).status).toBe(200);
  });

  it('refuses the session whose refresh token was presented twice', async () => {
    const user = await world.user('reused');
    const { client, refreshToken } = await signIn(user);
    const refreshed = await client.post('/auth/refresh', { refresh_token: refreshToken });
    client.token = refreshed.body.access_token;
    expect((await client.post('/auth/refresh', { refresh_token: refreshToken })).status).toBe(401);
    expect((await client.get('/auth/session')).status).toBe(401);
  });
});
