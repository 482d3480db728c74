import type { CreationToken } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokensOfEachStatus, type TokenOfEachStatus } from '@rostra/cli/testing/creation-tokens';
import type { SignedIn } from '@rostra/cli/testing/organization';
import { organizationWorld } from '@rostra/cli/testing/organization-world';

// The list is the server's: each test speaks of its own tokens in it.
const w = organizationWorld();
let someone: SignedIn;
let tokens: TokenOfEachStatus;
beforeEach(async () => {
  someone = await w.user('someone');
  tokens = await tokensOfEachStatus(w, someone);
});

const listed = async (query = ''): Promise<CreationToken[]> => {
  const response = await w.root.get(`/admin/organization-tokens${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.tokens;
};

describe('GET /admin/organization-tokens', () => {
  it('lists every token newest first, with its status at the time of asking', async () => {
    const list = await listed();
    const ids = list.map((token) => token.id);
    expect(ids.slice(0, 3)).toEqual([tokens.active, tokens.cancelled, tokens.used]);
    expect(ids.indexOf(tokens.expired)).toBeGreaterThan(2); // issued as if a month ago
    const statusOf = (id: string) => list.find((token) => token.id === id)!.status;
    expect([tokens.active, tokens.cancelled, tokens.used, tokens.expired].map(statusOf)).toEqual([
      'active',
      'cancelled',
      'used',
      'expired',
    ]);
    expect(list.find((token) => token.id === tokens.used)).toMatchObject({
      organization_id: expect.any(String),
      used_at: expect.any(String),
    });
  });

  it.each(['active', 'used', 'expired', 'cancelled'] as const)('filters by status %s', async (status) => {
    const list = await listed(`?status=${status}`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((token) => token.status === status)).toBe(true);
    expect(list.map((token) => token.id)).toContain(tokens[status]);
  });

  it('refuses an unknown status filter', async () => {
    const response = await w.root.get('/admin/organization-tokens?status=lost');
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/^status: /);
  });

  it('is for super admins only', async () => {
    expect((await someone.get('/admin/organization-tokens')).status).toBe(403);
    expect((await w.root.fresh().get('/admin/organization-tokens')).status).toBe(401);
  });
});
