import { beforeAll, beforeEach } from 'vitest';
import type { ApiClient } from './api-client.ts';
import { serverPerFile, type ServerOfFile } from './server-per-file.ts';

export interface SuperAdminWorld extends ServerOfFile {
  /** Signed in as Root@Example.com, the super admin (SUPER_ADMIN_EMAILS names it in lower case). */
  root: ApiClient;
  /** Signed in, no super admin: a new user for each test. */
  someone: ApiClient;
  head(): Promise<bigint | null>;
}

/**
 * For the HTTP tests of the super admin's paths: one server per file with a super admin, and a
 * signed-in user of each test's own who is none. Call at the top of a test file.
 */
export function superAdminWorld(): SuperAdminWorld {
  const world = serverPerFile({ SUPER_ADMIN_EMAILS: 'root@example.com' }) as SuperAdminWorld;
  world.head = () => world.server.running.stores.events.headPosition();
  let tests = 0;
  beforeAll(async () => {
    world.root = world.api.fresh();
    await world.root.signUp('Root@Example.com');
  });
  beforeEach(async () => {
    tests += 1;
    world.someone = world.root.fresh();
    await world.someone.signUp(`someone.t${tests}@example.com`);
  });
  return world;
}
