import { issueCreationToken } from '@rostra/command-api/creation-tokens/issue';
import { waitForPosition } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '@rostra/cli/testing/api-client';
import { startTestServer, type TestServer } from '@rostra/cli/testing/test-server';

let server: TestServer;
let root: ApiClient;
let someone: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com' });
  root = new ApiClient(server.url);
  await root.signUp('Root@Example.com');
});
afterAll(() => server.stop());
// Each test has its own signed-in user who is no super admin. The token list is the server's:
// a test speaks of its own tokens in it.
let tests = 0;
beforeEach(async () => {
  tests += 1;
  someone = root.fresh();
  await someone.signUp(`someone.t${tests}@example.com`);
});

const head = () => server.running.stores.events.headPosition();
const DAY_MS = 86_400_000;

/** A token that expired yesterday, issued through the real decider as if a month ago. */
async function expiredToken() {
  const { token, position } = await issueCreationToken(
    server.running.stores.events,
    { expires_in_days: 1 },
    { actorUserId: null, actorEmail: null },
    new Date(Date.now() - 30 * DAY_MS),
  );
  await waitForPosition(server.running.stores.readStore, allProjections, position!, { timeoutMs: 5000 });
  return token;
}

describe('the super-admin check', () => {
  it('tells any signed-in user whether they are a super admin, by configured e-mail in any case', async () => {
    expect(await root.get('/admin/check-status')).toMatchObject({ status: 200, body: { is_super_admin: true } });
    expect(await someone.get('/admin/check-status')).toMatchObject({ status: 200, body: { is_super_admin: false } });
    expect((await root.fresh().get('/admin/check-status')).status).toBe(401);
  });
});

describe('issuing a creation token', () => {
  it('answers the token record: active, unguessable, expiring in 14 days by default', async () => {
    const response = await root.post('/admin/organization-tokens', {
      notes: 'Pilot ward',
      requested_by_email: 'Head@Hospital.example',
      intended_organization_name: 'Ward 4',
    });
    expect(response.status).toBe(201);
    const token = response.body;
    expect(token).toMatchObject({
      status: 'active',
      notes: 'Pilot ward',
      requested_by_email: 'head@hospital.example',
      intended_organization_name: 'Ward 4',
      used_at: null,
      organization_id: null,
    });
    expect(token.id).toMatch(/^[0-9a-f]{32}$/);
    expect(token.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(14 * DAY_MS);
  });

  it('takes an expiry of 1 to 90 days', async () => {
    const response = await root.post('/admin/organization-tokens', { expires_in_days: 90 });
    expect(response.status).toBe(201);
    expect(Date.parse(response.body.expires_at) - Date.parse(response.body.created_at)).toBe(90 * DAY_MS);
  });

  it.each([
    [{ expires_in_days: 0 }, 'expires_in_days: Must be a whole number between 1 and 90'],
    [{ expires_in_days: 91 }, 'expires_in_days: Must be a whole number between 1 and 90'],
    [{ expires_in_days: 2.5 }, 'expires_in_days: Must be a whole number between 1 and 90'],
    [{ expires_in_days: '14' }, 'expires_in_days: Must be a whole number between 1 and 90'],
    [{ requested_by_email: 'not-an-email' }, 'requested_by_email: Email must be a valid email address'],
    [{ requested_by_email: 'a@b' }, 'requested_by_email: Must be at least 5 characters'],
    [{ notes: 'n'.repeat(501) }, 'notes: Must be no more than 500 characters'],
    [{ intended_organization_name: 'o'.repeat(101) }, 'intended_organization_name: Must be no more than 100 characters'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const before = await head();
    expect(await root.post('/admin/organization-tokens', body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('is for super admins only', async () => {
    const before = await head();
    expect(await someone.post('/admin/organization-tokens', {})).toMatchObject({
      status: 403,
      body: { detail: 'Only super administrators can do this' },
    });
    expect((await root.fresh().post('/admin/organization-tokens', {})).status).toBe(401);
    expect(await head()).toBe(before);
  });
});

describe('listing and cancelling creation tokens', () => {
  let active: string;
  let cancelled: string;
  let used: string;
  let expired: string;
  beforeEach(async () => {
    const issue = async () => (await root.post('/admin/organization-tokens', {})).body;
    expired = (await expiredToken()).id;
    const usedToken = await issue();
    used = usedToken.id;
    cancelled = (await issue()).id;
    active = (await issue()).id;
    expect((await someone.post('/organizations', { creation_token: usedToken.token, name: 'Used Ward' })).status).toBe(201);
    expect((await root.delete(`/admin/organization-tokens/${cancelled}`)).status).toBe(200);
  });

  it('lists every token newest first, with its status at the time of asking', async () => {
    const { status, body } = await root.get('/admin/organization-tokens');
    expect(status).toBe(200);
    const ids = body.tokens.map((token: { id: string }) => token.id);
    expect(ids.slice(0, 3)).toEqual([active, cancelled, used]);
    expect(ids.indexOf(expired)).toBeGreaterThan(2); // issued as if a month ago
    const statusOf = (id: string) => body.tokens.find((token: { id: string }) => token.id === id).status;
    expect([active, cancelled, used, expired].map(statusOf)).toEqual(['active', 'cancelled', 'used', 'expired']);
    expect(body.tokens.find((token: { id: string }) => token.id === used)).toMatchObject({
      organization_id: expect.any(String),
      used_at: expect.any(String),
    });
  });

  it.each(['active', 'used', 'expired', 'cancelled'])('filters by status %s', async (status) => {
    const { body } = await root.get(`/admin/organization-tokens?status=${status}`);
    expect(body.tokens.length).toBeGreaterThan(0);
    expect(body.tokens.every((token: { status: string }) => token.status === status)).toBe(true);
    const expected = { active, used, expired, cancelled }[status];
    expect(body.tokens.map((token: { id: string }) => token.id)).toContain(expected);
  });

  it('refuses an unknown status filter', async () => {
    const response = await root.get('/admin/organization-tokens?status=lost');
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/^status: /);
  });

  it('is for super admins only', async () => {
    expect((await someone.get('/admin/organization-tokens')).status).toBe(403);
    expect((await root.fresh().get('/admin/organization-tokens')).status).toBe(401);
    expect((await someone.delete(`/admin/organization-tokens/${active}`)).status).toBe(403);
  });

  it('cancels only active tokens, and says why not otherwise', async () => {
    const fresh = (await root.post('/admin/organization-tokens', {})).body;
    const response = await root.delete(`/admin/organization-tokens/${fresh.id}`);
    expect(response).toMatchObject({ status: 200, body: { id: fresh.id, status: 'cancelled' } });
    expect((await root.get('/admin/organization-tokens?status=cancelled')).body.tokens.map((t: { id: string }) => t.id)).toContain(
      fresh.id,
    );

    const before = await head();
    const refusal = (id: string) => root.delete(`/admin/organization-tokens/${id}`);
    expect(await refusal(fresh.id)).toMatchObject({
      status: 409,
      body: { detail: 'Only active tokens can be cancelled: this token has already been cancelled' },
    });
    expect(await refusal(used)).toMatchObject({
      status: 409,
      body: { detail: 'Only active tokens can be cancelled: this token has already been used' },
    });
    expect(await refusal(expired)).toMatchObject({
      status: 409,
      body: { detail: 'Only active tokens can be cancelled: this token has expired' },
    });
    expect(await refusal('0'.repeat(32))).toMatchObject({ status: 404, body: { detail: 'Creation token not found' } });
    expect(await refusal('not-an-id')).toMatchObject({ status: 404, body: { detail: 'Creation token not found' } });
    expect(await head()).toBe(before);
  });
});
