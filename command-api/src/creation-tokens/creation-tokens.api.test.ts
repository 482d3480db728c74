import { beforeEach, describe, expect, it } from 'vitest';
import type { SignedIn } from '@rostra/cli/testing/organization';
import { organizationWorld } from '@rostra/cli/testing/organization-world';
import { tokensOfEachStatus, type TokenOfEachStatus } from '@rostra/cli/testing/creation-tokens';

// The read side (the super-admin check, the token list) is specified in
// query-api/src/admin/admin.api.test.ts and query-api/src/creation-tokens/creation-tokens.api.test.ts.
const w = organizationWorld();
// Each test has its own signed-in user who is no super admin.
let someone: SignedIn;
beforeEach(async () => {
  someone = await w.user('someone');
});
const DAY_MS = 86_400_000;

describe('issuing a creation token', () => {
  it('answers the token record: active, unguessable, expiring in 14 days by default', async () => {
    const response = await w.root.post('/admin/organization-tokens', {
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
    const response = await w.root.post('/admin/organization-tokens', { expires_in_days: 90 });
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
    const before = await w.head();
    expect(await w.root.post('/admin/organization-tokens', body)).toMatchObject({ status: 400, body: { detail } });
    expect(await w.head()).toBe(before);
  });

  it('is for super admins only', async () => {
    const before = await w.head();
    expect(await someone.post('/admin/organization-tokens', {})).toMatchObject({
      status: 403,
      body: { detail: 'Only super administrators can do this' },
    });
    expect((await w.root.fresh().post('/admin/organization-tokens', {})).status).toBe(401);
    expect(await w.head()).toBe(before);
  });
});

describe('cancelling creation tokens', () => {
  let tokens: TokenOfEachStatus;
  beforeEach(async () => {
    tokens = await tokensOfEachStatus(w, someone);
  });

  it('is for super admins only', async () => {
    const before = await w.head();
    expect((await someone.delete(`/admin/organization-tokens/${tokens.active}`)).status).toBe(403);
    expect((await w.root.fresh().delete(`/admin/organization-tokens/${tokens.active}`)).status).toBe(401);
    expect(await w.head()).toBe(before);
  });

  it('cancels only active tokens, and says why not otherwise', async () => {
    const fresh = (await w.root.post('/admin/organization-tokens', {})).body;
    const response = await w.root.delete(`/admin/organization-tokens/${fresh.id}`);
    expect(response).toMatchObject({ status: 200, body: { id: fresh.id, status: 'cancelled' } });
    expect((await w.root.get('/admin/organization-tokens?status=cancelled')).body.tokens.map((t: { id: string }) => t.id)).toContain(
      fresh.id,
    );

    const before = await w.head();
    const refusal = (id: string) => w.root.delete(`/admin/organization-tokens/${id}`);
    expect(await refusal(fresh.id)).toMatchObject({
      status: 409,
      body: { detail: 'Only active tokens can be cancelled: this token has already been cancelled' },
    });
    expect(await refusal(tokens.used)).toMatchObject({
      status: 409,
      body: { detail: 'Only active tokens can be cancelled: this token has already been used' },
    });
    expect(await refusal(tokens.expired)).toMatchObject({
      status: 409,
      body: { detail: 'Only active tokens can be cancelled: this token has expired' },
    });
    expect(await refusal('0'.repeat(32))).toMatchObject({ status: 404, body: { detail: 'Creation token not found' } });
    expect(await refusal('not-an-id')).toMatchObject({ status: 404, body: { detail: 'Creation token not found' } });
    expect(await w.head()).toBe(before);
  });
});
