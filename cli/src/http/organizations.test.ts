import { creationTokenDecider } from '@rostra/command-api/creation-tokens/decide';
import { issueCreationToken } from '@rostra/command-api/creation-tokens/issue';
import { creationTokenId, creationTokenStream } from '@rostra/command-api/creation-tokens/streams';
import { allocateOrganizationId } from '@rostra/command-api/organizations/ids';
import { EVENT_VERSIONS } from '@rostra/contracts';
import { execute } from '@rostra/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/api-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let root: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com' });
  root = new ApiClient(server.url);
  await root.signUp('root@example.com');
});
afterAll(() => server.stop());

const head = () => server.running.stores.events.headPosition();
const newToken = async (): Promise<{ id: string; token: string }> => (await root.post('/admin/organization-tokens', {})).body;
const user = async (email: string) => {
  const client = root.fresh();
  const account = await client.signUp(email, 'Passw0rd!', email.split('@')[0]);
  return Object.assign(client, { id: account.id });
};
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Creates an organization and reads it back, as the web does before working in it. */
async function organizationOf(client: ApiClient, name = 'Ward 4', fields: object = {}): Promise<number> {
  const created = await client.post('/organizations', { creation_token: (await newToken()).token, name, ...fields });
  expect(created.status).toBe(201);
  expect((await client.get(`/organizations/${created.body.id}`)).status).toBe(200);
  return created.body.id;
}

describe('creating an organization', () => {
  it('answers the organization with its token, and makes the creator admin and employee', async () => {
    const ada = await user('ada@example.com');
    const { token } = await newToken();
    const response = await ada.post('/organizations', {
      creation_token: token,
      name: 'St. Mary_Ward-4',
      description: 'Surgical ward',
      email_address: 'Ward4@Example.com',
      phone_number: '+4930123456',
      address: 'Hauptstr. 1',
      max_employees: 40,
      subscription_expiry_date: dayFromToday(30),
      time_zone: 'Europe/Berlin',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'St. Mary_Ward-4',
      description: 'Surgical ward',
      email_address: 'ward4@example.com',
      phone_number: '+4930123456',
      address: 'Hauptstr. 1',
      max_employees: 40,
      subscription_expiry_date: dayFromToday(30),
      time_zone: 'Europe/Berlin',
      is_active: true,
      created_at: expect.any(String),
      settings: { name_display_format: 'last' },
      creation_token: token,
    });
    const { organizations } = (await ada.get('/organizations')).body;
    const { creation_token: _, ...organization } = response.body;
    expect(organizations).toEqual([{ ...organization, is_admin: true, is_employee: true }]);
    const session = (await ada.get('/auth/session')).body;
    expect(session.app_metadata.roles_by_organization[String(response.body.id)]).toMatchObject({ organization_name: 'St. Mary_Ward-4', is_admin: true, is_employee: true });
    const tokens = (await root.get('/admin/organization-tokens?status=used')).body.tokens;
    expect(tokens.find((t: { token: string }) => t.token === token)).toMatchObject({ organization_id: String(response.body.id), used_by: ada.id });
  });

  it('needs only the token and a name, and numbers organizations in order', async () => {
    const bo = await user('bo@example.com');
    const first = await bo.post('/organizations', { creation_token: (await newToken()).token, name: 'Bo One', description: '', phone_number: '' });
    const second = await bo.post('/organizations', { creation_token: (await newToken()).token, name: 'Bo Two' });
    expect(first.body).toMatchObject({ description: null, phone_number: null, max_employees: null, time_zone: 'UTC' });
    expect(second.body.id).toBe(first.body.id + 1);
  });

  describe('refuses a token that is not active, with the texts the web matches on, appending nothing', () => {
    let cy: ApiClient;
    beforeAll(async () => {
      cy = await user('cy@example.com');
    });
    const refused = async (token: string, status: number, match: string) => {
      const before = await head();
      const response = await cy.post('/organizations', { creation_token: token, name: 'Cy Ward' });
      expect(response.status).toBe(status);
      expect(response.body.detail).toContain(match);
      expect(await head()).toBe(before);
    };

    it('unknown', () => refused('no-such-token-at-all', 404, 'token not found'));

    it('used', async () => {
      const { token } = await newToken();
      expect((await (await user('dee@example.com')).post('/organizations', { creation_token: token, name: 'Dee Ward' })).status).toBe(201);
      await refused(token, 409, 'already been used');
    });

    it('cancelled', async () => {
      const { id, token } = await newToken();
      await root.delete(`/admin/organization-tokens/${id}`);
      await refused(token, 409, 'has been cancelled');
    });

    it('expired', async () => {
      const monthAgo = new Date(Date.now() - 30 * 86_400_000);
      const { token } = await issueCreationToken(server.running.stores.events, { expires_in_days: 1 }, { actorUserId: null, actorEmail: null }, monthAgo);
      await refused(token.token, 409, 'token has expired');
    });
  });

  it.each([
    [{ name: 'Ward' }, 'creation_token: This field is required'],
    [{ creation_token: 't' }, 'name: This field is required'],
    [{ creation_token: 't', name: 'A' }, 'name: Must be at least 2 characters'],
    [{ creation_token: 't', name: 'W'.repeat(101) }, 'name: Must be no more than 100 characters'],
    [{ creation_token: 't', name: 'Ward #4' }, 'name: Invalid format'],
    [{ creation_token: 't', name: 'Ward', description: 'd'.repeat(501) }, 'description: Must be no more than 500 characters'],
    [{ creation_token: 't', name: 'Ward', email_address: 'a@b' }, 'email_address: Must be at least 5 characters'],
    [{ creation_token: 't', name: 'Ward', email_address: `${'a'.repeat(250)}@x.io` }, 'email_address: Must be no more than 254 characters'],
    [{ creation_token: 't', name: 'Ward', email_address: 'ward-at-example' }, 'email_address: Email must be a valid email address'],
    [{ creation_token: 't', name: 'Ward', phone_number: '030 123456' }, 'phone_number: Phone number must be in international format (e.g., +1234567890)'],
    [{ creation_token: 't', name: 'Ward', address: 'a'.repeat(256) }, 'address: Must be no more than 255 characters'],
    [{ creation_token: 't', name: 'Ward', max_employees: 0 }, 'max_employees: Must be a whole number between 1 and 10000'],
    [{ creation_token: 't', name: 'Ward', max_employees: 10_001 }, 'max_employees: Must be a whole number between 1 and 10000'],
    [{ creation_token: 't', name: 'Ward', subscription_expiry_date: '2026-02-30' }, 'subscription_expiry_date: Invalid format'],
    [{ creation_token: 't', name: 'Ward', time_zone: 'Mars/Olympus' }, 'time_zone: Unknown time zone'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const before = await head();
    expect(await root.post('/organizations', body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('refuses a subscription expiry before tomorrow, and appends nothing', async () => {
    const { token } = await newToken();
    const before = await head();
    const response = await root.post('/organizations', { creation_token: token, name: 'Ward', subscription_expiry_date: dayFromToday(-1), time_zone: 'UTC' });
    expect(response).toMatchObject({ status: 400, body: { detail: 'subscription_expiry_date: Subscription expiry date must be tomorrow or later' } });
    expect(await head()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await root.fresh().post('/organizations', { creation_token: 't', name: 'Ward' })).status).toBe(401);
  });

  it('uses a token once only, however many requests race for it', async () => {
    const { token } = await newToken();
    const racers = await Promise.all(['r1', 'r2', 'r3', 'r4', 'r5'].map((name) => user(`${name}@example.com`)));
    const answers = await Promise.all([...racers, ...racers].map((client, i) => client.post('/organizations', { creation_token: token, name: `Race ${i}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.detail)).toEqual(Array(9).fill('Creation token has already been used'));
    const redemptions = (await server.running.stores.events.readStream(creationTokenStream(creationTokenId(token)))).filter((e) => e.type === 'CreationTokenUsed');
    expect(redemptions).toHaveLength(1);
  });

  it('finishes, on a retry with the same token, a creation that crashed after the token was redeemed', async () => {
    const eve = await user('eve@example.com');
    const { id: tokenId, token } = await newToken();
    // What a crash leaves behind: an id allocated and the token used by eve, and nothing else.
    const context = { actorUserId: eve.id, actorEmail: 'eve@example.com' };
    const organizationId = await allocateOrganizationId(server.running.stores.events, tokenId, context);
    const redeem = { type: 'Redeem', organizationId, userId: eve.id, now: new Date().toISOString() } as const;
    await execute(server.running.stores.events, creationTokenStream(tokenId), creationTokenDecider, redeem, context, EVENT_VERSIONS);

    const other = await user('mallory@example.com');
    expect((await other.post('/organizations', { creation_token: token, name: 'Stolen' })).status).toBe(409);
    const retry = await eve.post('/organizations', { creation_token: token, name: 'Eve Ward' });
    expect(retry).toMatchObject({ status: 201, body: { id: Number(organizationId), name: 'Eve Ward' } });
    expect((await eve.get('/organizations')).body.organizations).toMatchObject([{ id: Number(organizationId), is_admin: true }]);
    expect(await eve.post('/organizations', { creation_token: token, name: 'Eve Ward' })).toMatchObject({ status: 409, body: { detail: 'Creation token has already been used' } });
  });
});

describe('reading organizations', () => {
  let fay: Awaited<ReturnType<typeof user>>;
  let stranger: Awaited<ReturnType<typeof user>>;
  let ward: number;
  beforeAll(async () => {
    fay = await user('fay@example.com');
    stranger = await user('gus@example.com');
    ward = await organizationOf(fay, 'Zeta Ward');
    await organizationOf(fay, 'alpha Ward');
  });

  it('lists the organizations a user belongs to, by name, with their roles', async () => {
    const { body } = await fay.get('/organizations');
    expect(body.organizations.map((o: { name: string }) => o.name)).toEqual(['alpha Ward', 'Zeta Ward']);
    expect(body.organizations[1]).toMatchObject({ id: ward, is_admin: true, is_employee: true, settings: { name_display_format: 'last' } });
    expect((await stranger.get('/organizations')).body).toEqual({ organizations: [] });
    expect((await root.fresh().get('/organizations')).status).toBe(401);
  });

  it('shows one organization to its members only', async () => {
    expect((await fay.get(`/organizations/${ward}`)).body).toMatchObject({ id: ward, name: 'Zeta Ward', is_admin: true });
    expect(await stranger.get(`/organizations/${ward}`)).toMatchObject({ status: 403, body: { detail: 'You do not have access to this organization' } });
    expect(await fay.get('/organizations/999999')).toMatchObject({ status: 404, body: { detail: 'Organization not found' } });
    expect((await fay.get('/organizations/abc')).status).toBe(404);
  });

  it('lists its active users with their roles, to members', async () => {
    expect((await fay.get(`/organizations/${ward}/users`)).body).toEqual({
      users: [{ id: fay.id, email: 'fay@example.com', name: 'fay', is_admin: true, is_employee: true, joined_at: expect.any(String) }],
    });
    expect((await stranger.get(`/organizations/${ward}/users`)).status).toBe(403);
  });

  it("answers a user's own roles, and nobody else's", async () => {
    const { body } = await fay.get(`/users/${fay.id}/roles`);
    expect(body.user_id).toBe(fay.id);
    expect(body.roles).toContainEqual({ organization_id: String(ward), organization_name: 'Zeta Ward', is_admin: true, is_employee: true });
    expect(body.roles).toHaveLength(2);
    expect(await stranger.get(`/users/${fay.id}/roles`)).toMatchObject({ status: 403, body: { detail: 'You can only read your own roles' } });
  });
});

describe('editing an organization', () => {
  let hal: Awaited<ReturnType<typeof user>>;
  let ward: number;
  beforeAll(async () => {
    hal = await user('hal@example.com');
    ward = await organizationOf(hal, 'Hal Ward', { description: 'Old', max_employees: 10 });
  });

  it('changes one field at a time, and the change is read back', async () => {
    const response = await hal.put(`/organizations/${ward}`, { description: 'Night shifts' });
    expect(response).toMatchObject({ status: 200, body: { id: ward, name: 'Hal Ward', description: 'Night shifts', max_employees: 10 } });
    expect((await hal.get(`/organizations/${ward}`)).body).toMatchObject({ description: 'Night shifts' });
  });

  it('changes several fields, clears optional ones and switches is_active', async () => {
    const body = { name: 'Hal Ward 2', max_employees: 10_000, description: '', is_active: false, time_zone: 'America/New_York' };
    const response = await hal.put(`/organizations/${ward}`, body);
    expect(response.body).toMatchObject({ name: 'Hal Ward 2', max_employees: 10_000, description: null, is_active: false, time_zone: 'America/New_York' });
    expect((await hal.get('/organizations')).body.organizations[0]).toMatchObject({ name: 'Hal Ward 2', is_active: false });
  });

  it.each([
    [{}, 'Provide at least one field to update'],
    [{ name: '' }, 'name: This field is required'],
    [{ name: 'H' }, 'name: Must be at least 2 characters'],
    [{ name: 'H'.repeat(101) }, 'name: Must be no more than 100 characters'],
    [{ name: 'Hal & Co' }, 'name: Invalid format'],
    [{ description: 'd'.repeat(501) }, 'description: Must be no more than 500 characters'],
    [{ email_address: 'no-at-sign' }, 'email_address: Email must be a valid email address'],
    [{ phone_number: '12345' }, 'phone_number: Phone number must be in international format (e.g., +1234567890)'],
    [{ address: 'a'.repeat(256) }, 'address: Must be no more than 255 characters'],
    [{ max_employees: 0 }, 'max_employees: Must be a whole number between 1 and 10000'],
    [{ max_employees: 'many' }, 'max_employees: Must be a whole number between 1 and 10000'],
    [{ subscription_expiry_date: 'soon' }, 'subscription_expiry_date: Invalid format'],
    [{ subscription_expiry_date: dayFromToday(-2) }, 'subscription_expiry_date: Subscription expiry date must be tomorrow or later'],
    [{ time_zone: 'Nowhere/Special' }, 'time_zone: Unknown time zone'],
    [{ is_active: 'yes' }, 'is_active: Invalid input: expected boolean, received string'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const before = await head();
    expect(await hal.put(`/organizations/${ward}`, body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('sets the name display format', async () => {
    const response = await hal.put(`/organizations/${ward}/settings`, { name_display_format: 'first_last' });
    expect(response).toMatchObject({ status: 200, body: { settings: { name_display_format: 'first_last' } } });
    expect((await hal.get(`/organizations/${ward}`)).body.settings).toEqual({ name_display_format: 'first_last' });
    const before = await head();
    const refused = await hal.put(`/organizations/${ward}/settings`, { name_display_format: 'first' });
    expect(refused).toMatchObject({ status: 400, body: { detail: 'name_display_format: Invalid option: expected one of "last"|"last_first"|"first_last"' } });
    expect(await head()).toBe(before);
  });

  it('is for its admins only', async () => {
    const stranger = await user('ian@example.com');
    const before = await head();
    expect((await stranger.put(`/organizations/${ward}`, { description: 'Mine' })).status).toBe(403);
    expect((await stranger.put(`/organizations/${ward}/settings`, { name_display_format: 'last' })).status).toBe(403);
    expect((await stranger.post(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'month' })).status).toBe(403);
    expect((await stranger.delete(`/organizations/${ward}`, { confirm_deletion: true, organization_name: 'Hal Ward 2' })).status).toBe(403);
    expect((await root.fresh().put(`/organizations/${ward}`, { description: 'Mine' })).status).toBe(401);
    expect(await head()).toBe(before);
  });
});

describe('the scheduling configuration', () => {
  let jo: Awaited<ReturnType<typeof user>>;
  let ward: number;
  beforeAll(async () => {
    jo = await user('jo@example.com');
    ward = await organizationOf(jo, 'Jo Ward');
  });

  it('is absent at first: the employment configuration says so, and an update is refused', async () => {
    expect((await jo.get(`/organizations/${ward}/employment-config`)).body).toEqual({ shift_types: [], scheduling_config: null });
    expect(await jo.get(`/organizations/${ward}/scheduling-config`)).toMatchObject({ status: 404, body: { detail: 'Scheduling configuration not found' } });
    expect(await jo.put(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'month' })).toMatchObject({
      status: 404,
      body: { detail: 'Scheduling configuration not found' },
    });
  });

  it('is created once as month, then updated', async () => {
    expect(await jo.post(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'month' })).toMatchObject({ status: 201, body: { scheduling_period: 'month' } });
    expect(await jo.post(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'month' })).toMatchObject({
      status: 409,
      body: { detail: 'The scheduling configuration already exists; update it instead' },
    });
    expect(await jo.put(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'month' })).toMatchObject({ status: 200, body: { scheduling_period: 'month' } });
    expect((await jo.get(`/organizations/${ward}/scheduling-config`)).body).toEqual({ scheduling_period: 'month' });
    expect((await jo.get(`/organizations/${ward}/employment-config`)).body).toEqual({ shift_types: [], scheduling_config: { scheduling_period: 'month' } });
  });

  it('is always month', async () => {
    const before = await head();
    expect(await jo.put(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'week' })).toMatchObject({
      status: 400,
      body: { detail: 'scheduling_period: The scheduling period is always month' },
    });
    expect(await head()).toBe(before);
  });

  it('is readable by members only', async () => {
    const stranger = await user('kim@example.com');
    expect((await stranger.get(`/organizations/${ward}/employment-config`)).status).toBe(403);
    expect((await stranger.get(`/organizations/${ward}/scheduling-config`)).status).toBe(403);
  });
});

describe('deleting an organization', () => {
  let lu: Awaited<ReturnType<typeof user>>;
  let ward: number;
  beforeAll(async () => {
    lu = await user('lu@example.com');
    ward = await organizationOf(lu, 'Lu Ward');
    await organizationOf(lu, 'Lu Other Ward');
  });

  it.each([
    [{ organization_name: 'Lu Ward' }, 'confirm_deletion: Please confirm the deletion'],
    [{ confirm_deletion: false, organization_name: 'Lu Ward' }, 'confirm_deletion: Please confirm the deletion'],
    [{ confirm_deletion: true }, 'organization_name: This field is required'],
    [{ confirm_deletion: true, organization_name: 'Lu Ward 2' }, 'organization_name: The organization name does not match'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const before = await head();
    expect(await lu.delete(`/organizations/${ward}`, body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('needs the name in any case, then the organization is gone from every list and endpoint', async () => {
    expect(await lu.delete(`/organizations/${ward}`, { confirm_deletion: true, organization_name: 'lu WARD' })).toMatchObject({ status: 200 });
    expect((await lu.get('/organizations')).body.organizations.map((o: { name: string }) => o.name)).toEqual(['Lu Other Ward']);
    expect(Object.keys((await lu.get('/auth/session')).body.app_metadata.roles_by_organization)).not.toContain(String(ward));
    for (const path of ['', '/users', '/employment-config', '/scheduling-config']) {
      expect(await lu.get(`/organizations/${ward}${path}`)).toMatchObject({ status: 404, body: { detail: 'Organization not found' } });
    }
    expect((await lu.put(`/organizations/${ward}`, { description: 'Back' })).status).toBe(404);
    expect((await lu.put(`/organizations/${ward}/settings`, { name_display_format: 'last' })).status).toBe(404);
    expect((await lu.delete(`/organizations/${ward}`, { confirm_deletion: true, organization_name: 'Lu Ward' })).status).toBe(404);
    // The log keeps it.
    const stream = await server.running.stores.events.readStream(`organization-${ward}`);
    expect(stream.map((event) => event.type)).toEqual(['OrganizationCreated', 'OrganizationDeleted']);
  });
});
