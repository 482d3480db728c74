import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/api-client.ts';
import { signedUp } from '../testing/organization.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let root: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com' });
  root = new ApiClient(server.url);
  await root.signUp('root@example.com');
});
afterAll(() => server.stop());

describe('read-your-own-writes', () => {
  it('lets a command that follows a write at once be authorized by the roles that write gave', async () => {
    const founder = await signedUp(root, 'rw-founder@example.com');
    const token = await root.post('/admin/organization-tokens', {});
    const created = await founder.post('/organizations', { creation_token: token.body.token, name: 'Fresh Ward' });
    // No read in between: the invitation is authorized by the membership the creation just made.
    const invited = await founder.post(`/organizations/${created.body.id}/invitations`, { email: 'next@example.com', is_employee: true });
    expect(invited.status).toBe(201);
  });

  it('shows a read the write it follows', async () => {
    const founder = await signedUp(root, 'rw-reader@example.com');
    await founder.put('/profile', { name: 'Just Renamed' });
    expect((await founder.get('/profile')).body.name).toBe('Just Renamed');
  });
});
