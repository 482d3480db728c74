import { describe, expect, it } from 'vitest';
import { superAdminWorld } from '@rostra/cli/testing/super-admin-world';

const w = superAdminWorld();

describe('GET /admin/check-status', () => {
  it('tells any signed-in user whether they are a super admin, by configured e-mail in any case', async () => {
    expect(await w.root.get('/admin/check-status')).toMatchObject({ status: 200, body: { is_super_admin: true } });
    expect(await w.someone.get('/admin/check-status')).toMatchObject({ status: 200, body: { is_super_admin: false } });
    expect((await w.root.fresh().get('/admin/check-status')).status).toBe(401);
  });
});
