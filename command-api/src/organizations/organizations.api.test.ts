// Creating an organization redeems a creation token (command-api/src/organizations/create-organization.ts):
// this spec arranges an expired token and a crash mid-creation on that slice's stream.
/* eslint-disable import-x/no-restricted-paths */
import { creationTokenDecider } from '@rostra/command-api/creation-tokens/decide';
import { issueCreationToken } from '@rostra/command-api/creation-tokens/issue';
import { creationTokenId, creationTokenStream } from '@rostra/command-api/creation-tokens/streams';
/* eslint-enable import-x/no-restricted-paths */
import { allocateOrganizationId } from '@rostra/command-api/organizations/ids';
import { EVENT_VERSIONS } from '@rostra/contracts';
import { anOrganizationSettings } from '@rostra/contracts/testing/organization-settings';
import { execute, POSITION_HEADER, waitForPosition } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SignedIn } from '@rostra/cli/testing/organization';
import { dayFromToday, organizationWorld } from '@rostra/cli/testing/organization-world';

// Reading organizations is specified in query-api/src/organizations/organizations.api.test.ts.
const world = organizationWorld();
const { head, newToken, user } = world;

describe('creating an organization', () => {
  it('answers the organization with its token, and makes the creator admin and employee', async () => {
    const ada = await user('ada');
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
      settings: anOrganizationSettings(),
      creation_token: token,
    });
    const { organizations } = (await ada.get('/organizations')).body;
    const { creation_token: _, ...organization } = response.body;
    expect(organizations).toEqual([{ ...organization, is_admin: true, is_employee: true }]);
    const session = (await ada.get('/auth/session')).body;
    expect(session.app_metadata.roles_by_organization[String(response.body.id)]).toMatchObject({
      organization_name: 'St. Mary_Ward-4',
      is_admin: true,
      is_employee: true,
    });
    // The super admin's client has not seen ada's write: wait for it, as a later page load would.
    await waitForPosition(world.server.running.stores.readStore, allProjections, BigInt(response.headers.get(POSITION_HEADER)!), {
      timeoutMs: 5000,
    });
    const tokens = (await world.root.get('/admin/organization-tokens?status=used')).body.tokens;
    expect(tokens.find((t: { token: string }) => t.token === token)).toMatchObject({
      organization_id: String(response.body.id),
      used_by: ada.id,
    });
  });

  it('needs only the token and a name, and numbers organizations in order', async () => {
    const bo = await user('bo');
    const first = await bo.post('/organizations', {
      creation_token: (await newToken()).token,
      name: 'Bo One',
      description: '',
      phone_number: '',
    });
    const second = await bo.post('/organizations', { creation_token: (await newToken()).token, name: 'Bo Two' });
    expect(first.body).toMatchObject({ description: null, phone_number: null, max_employees: null, time_zone: 'UTC' });
    expect(second.body.id).toBe(first.body.id + 1);
  });

  describe('refuses a token that is not active, with the texts the web matches on, appending nothing', () => {
    let cy: SignedIn;
    beforeEach(async () => {
      cy = await user('cy');
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
      expect((await (await user('dee')).post('/organizations', { creation_token: token, name: 'Dee Ward' })).status).toBe(201);
      await refused(token, 409, 'already been used');
    });

    it('cancelled', async () => {
      const { id, token } = await newToken();
      await world.root.delete(`/admin/organization-tokens/${id}`);
      await refused(token, 409, 'has been cancelled');
    });

    it('expired', async () => {
      const monthAgo = new Date(Date.now() - 30 * 86_400_000);
      const { token } = await issueCreationToken(
        world.server.running.stores.events,
        { expires_in_days: 1 },
        { actorUserId: null, actorEmail: null },
        monthAgo,
      );
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
    [
      { creation_token: 't', name: 'Ward', phone_number: '030 123456' },
      'phone_number: Phone number must be in international format (e.g., +1234567890)',
    ],
    [{ creation_token: 't', name: 'Ward', address: 'a'.repeat(256) }, 'address: Must be no more than 255 characters'],
    [{ creation_token: 't', name: 'Ward', max_employees: 0 }, 'max_employees: Must be a whole number between 1 and 10000'],
    [{ creation_token: 't', name: 'Ward', max_employees: 10_001 }, 'max_employees: Must be a whole number between 1 and 10000'],
    [{ creation_token: 't', name: 'Ward', subscription_expiry_date: '2026-02-30' }, 'subscription_expiry_date: Invalid format'],
    [{ creation_token: 't', name: 'Ward', time_zone: 'Mars/Olympus' }, 'time_zone: Unknown time zone'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const before = await head();
    expect(await world.root.post('/organizations', body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('refuses a subscription expiry before tomorrow, and appends nothing', async () => {
    const { token } = await newToken();
    const before = await head();
    const response = await world.root.post('/organizations', {
      creation_token: token,
      name: 'Ward',
      subscription_expiry_date: dayFromToday(-1),
      time_zone: 'UTC',
    });
    expect(response).toMatchObject({
      status: 400,
      body: { detail: 'subscription_expiry_date: Subscription expiry date must be tomorrow or later' },
    });
    expect(await head()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await world.root.fresh().post('/organizations', { creation_token: 't', name: 'Ward' })).status).toBe(401);
  });

  it('uses a token once only, however many requests race for it', async () => {
    const { token } = await newToken();
    const racers = await Promise.all(['r1', 'r2', 'r3', 'r4', 'r5'].map((name) => user(`${name}`)));
    const answers = await Promise.all(
      [...racers, ...racers].map((client, i) => client.post('/organizations', { creation_token: token, name: `Race ${i}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.detail)).toEqual(
      Array(9).fill('Creation token has already been used'),
    );
    const redemptions = (await world.server.running.stores.events.readStream(creationTokenStream(creationTokenId(token)))).filter(
      (e) => e.type === 'CreationTokenUsed',
    );
    expect(redemptions).toHaveLength(1);
  });

  it('finishes, on a retry with the same token, a creation that crashed after the token was redeemed', async () => {
    const eve = await user('eve');
    const { id: tokenId, token } = await newToken();
    // What a crash leaves behind: an id allocated and the token used by eve, and nothing else.
    const now = world.server.running.clock.now().toISOString();
    const context = { actorUserId: eve.id, actorEmail: eve.email, occurredAt: now };
    const organizationId = await allocateOrganizationId(world.server.running.stores.events, tokenId, context);
    const redeem = { type: 'Redeem', organizationId, userId: eve.id, now } as const;
    await execute(world.server.running.stores.events, creationTokenStream(tokenId), creationTokenDecider, redeem, context, EVENT_VERSIONS);

    const other = await user('mallory');
    expect((await other.post('/organizations', { creation_token: token, name: 'Stolen' })).status).toBe(409);
    const retry = await eve.post('/organizations', { creation_token: token, name: 'Eve Ward' });
    expect(retry).toMatchObject({ status: 201, body: { id: Number(organizationId), name: 'Eve Ward' } });
    expect((await eve.get('/organizations')).body.organizations).toMatchObject([{ id: Number(organizationId), is_admin: true }]);
    expect(await eve.post('/organizations', { creation_token: token, name: 'Eve Ward' })).toMatchObject({
      status: 409,
      body: { detail: 'Creation token has already been used' },
    });
  });
});
