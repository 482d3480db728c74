import { describe, expect, it } from 'vitest';
import { organizationWorld } from '@rostra/cli/testing/organization-world';

// The super admin signs up as root@example.com; the setting names them in another case.
const w = organizationWorld({ env: { SUPER_ADMIN_EMAILS: 'Root@Example.com' } });

describe('GET /admin/check-status', () => {
  it('tells any signed-in user whether they are a super admin, by configured e-mail in any case', async () => {
    const someone = await w.user('someone');
    expect(await w.root.get('/admin/check-status')).toMatchObject({ status: 200, body: { is_super_admin: true } });
    expect(await someone.get('/admin/check-status')).toMatchObject({ status: 200, body: { is_super_admin: false } });
    expect((await w.root.fresh().get('/admin/check-status')).status).toBe(401);
  });
});
