import { OffsetClock } from './clock.ts';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ApiClient } from './api-client.ts';
import { addMember, createOrganization, signedUp, type SignedIn } from './organization.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export type Member = SignedIn & { memberId: string };

/**
 * The organization the preferences and vacation HTTP tests work in, made through the real API:
 * Ada founded it (admin and employee), Bo Berg and Cy Cole are employees, Dee is an admin only,
 * Eve Ek an employee still invited (pending), Fay an admin still invited. The server's clock runs
 * `clock.offset` ms ahead of the real one (reset after each test). Call at the top of a test file.
 */
export interface SchedulingWorld {
  clock: OffsetClock;
  server: TestServer;
  root: ApiClient;
  ada: SignedIn;
  adaMemberId: string;
  bo: Member;
  cy: Member;
  dee: Member;
  org: string;
  pendingId: string;
  head(): Promise<bigint | null>;
  path(suffix: string, organizationId?: string): string;
  /** A refusal: its status, its exact detail, and nothing appended to the log. */
  refused(call: () => Promise<{ status: number; body: { detail: string } }>, status: number, detail: string): Promise<void>;
}

export function schedulingWorld(): SchedulingWorld {
  const world: SchedulingWorld = {
    clock: new OffsetClock(),
    server: undefined as unknown as TestServer,
    root: undefined as unknown as ApiClient,
    ada: undefined as unknown as SignedIn,
    adaMemberId: '',
    bo: undefined as unknown as Member,
    cy: undefined as unknown as Member,
    dee: undefined as unknown as Member,
    org: '',
    pendingId: '',
    head: () => world.server.running.stores.events.headPosition(),
    path: (suffix, organizationId = world.org) => `/organizations/${organizationId}${suffix}`,
    async refused(call, status, detail) {
      const before = await world.head();
      const response = await call();
      expect(response.status).toBe(status);
      expect(response.body.detail).toBe(detail);
      expect(await world.head()).toBe(before);
    },
  };
  beforeAll(async () => {
    world.server = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com' }, { clock: world.clock });
    world.root = new ApiClient(world.server.url);
    await world.root.signUp('root@example.com');
    const ada = (world.ada = await signedUp(world.root, 'ada@example.com', 'Ada'));
    const org = (world.org = await createOrganization(world.root, ada, { name: 'Ward 4' }));
    world.bo = await addMember(ada, org, 'bo@example.com');
    world.cy = await addMember(ada, org, 'cy@example.com');
    world.dee = await addMember(ada, org, 'dee@example.com', { is_admin: true });
    await ada.put(world.path(`/members/${world.bo.memberId}/name`), { first_name: 'Bo', last_name: 'Berg' });
    await ada.put(world.path(`/members/${world.cy.memberId}/name`), { first_name: 'Cy', last_name: 'Cole' });
    world.pendingId = (
      await ada.post(world.path('/invitations'), { email: 'eve@example.com', first_name: 'Eve', last_name: 'Ek', is_employee: true })
    ).body.id;
    await ada.post(world.path('/invitations'), { email: 'fay@example.com', is_admin: true });
    world.adaMemberId = (await ada.get(world.path('/members'))).body.members.find(
      (m: { email: string }) => m.email === 'ada@example.com',
    ).id;
  });
  afterAll(() => world.server.stop());
  afterEach(() => {
    world.clock.offset = 0;
  });
  return world;
}
