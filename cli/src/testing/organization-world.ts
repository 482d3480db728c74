import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { ApiClient } from './api-client.ts';
import type { Clock } from '@rostra/platform';
import { createOrganization, signedUp, type SignedIn } from './organization.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * A server with a super admin (root@example.com) who issues creation tokens, for the organization
 * HTTP tests. Call at the top of a test file: it starts and stops the server around the file, with
 * `env` added to its configuration and on `clock` if given. Each test makes its own users and
 * organizations: `user(name)` signs up `address(name)`, an address unique to the test.
 */
export function organizationWorld({ env = {}, clock }: { env?: Record<string, string>; clock?: Clock } = {}) {
  let tests = 0;
  const world = {
    server: undefined as unknown as TestServer,
    root: undefined as unknown as ApiClient,
    head: () => world.server.running.stores.events.headPosition(),
    newToken: async (): Promise<{ id: string; token: string }> => (await world.root.post('/admin/organization-tokens', {})).body,
    /** The address of `name` in this test: a user of no other test. */
    address: (name: string) => `${name}@t${tests}.example.com`,
    user: (name: string, displayName = name): Promise<SignedIn> => signedUp(world.root, world.address(name), displayName),
    /** Creates an organization and reads it back, as the web does before working in it. */
    async organizationOf(client: ApiClient, name = 'Ward 4', fields: object = {}): Promise<number> {
      const id = Number(await createOrganization(world.root, client, { name, ...fields }));
      expect((await client.get(`/organizations/${id}`)).status).toBe(200);
      return id;
    },
  };
  beforeAll(async () => {
    world.server = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com', ...env }, clock ? { clock } : {});
    world.root = new ApiClient(world.server.url);
    await world.root.signUp('root@example.com');
  });
  beforeEach(() => {
    tests += 1;
  });
  afterAll(() => world.server.stop());
  return world;
}

export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
