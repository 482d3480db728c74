import { OffsetClock } from './clock.ts';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { ApiClient } from './api-client.ts';
import { createOrganization, joined, signedUp, type SignedIn } from './organization.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export type Member = SignedIn & { memberId: string };

/**
 * The organization the scheduling HTTP tests work in, made through the real API before each test,
 * so no test sees another's data: Ada founded it (admin and employee), Bo Berg and Cy Cole are
 * employees, Dee is an admin only, Eve Ek an employee still invited (pending), Fay an admin still
 * invited. Each test has its own users too: their addresses are `address(name)`, unique to the test.
 * One server per file, with a super admin (root@example.com); its clock runs `clock.offset` ms
 * ahead of the real one (reset after each test). Call at the top of a test file.
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
  /** The address of `name` in this test: a user of no other test. */
  address(name: string): string;
  head(): Promise<bigint | null>;
  path(suffix: string, organizationId?: string): string;
  /** A refusal: its status, its exact detail, and nothing appended to the log. */
  refused(call: () => Promise<{ status: number; body: { detail: string } }>, status: number, detail: string): Promise<void>;
}

export function schedulingWorld(): SchedulingWorld {
  let tests = 0;
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
    address: (name) => `${name}@t${tests}.example.com`,
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
  });
  beforeEach(async () => {
    tests += 1;
    const { address } = world;
    // Independent steps at once: every test pays for this.
    const [ada, bo, cy, dee] = await Promise.all([
      signedUp(world.root, address('ada'), 'Ada'),
      signedUp(world.root, address('bo')),
      signedUp(world.root, address('cy')),
      signedUp(world.root, address('dee')),
    ]);
    world.ada = ada;
    const org = (world.org = await createOrganization(world.root, ada, { name: 'Ward 4' }));
    [world.bo, world.cy, world.dee] = await Promise.all([
      joined(ada, org, bo),
      joined(ada, org, cy),
      joined(ada, org, dee, { is_admin: true }),
    ]);
    const [, , pending] = await Promise.all([
      ada.put(world.path(`/members/${world.bo.memberId}/name`), { first_name: 'Bo', last_name: 'Berg' }),
      ada.put(world.path(`/members/${world.cy.memberId}/name`), { first_name: 'Cy', last_name: 'Cole' }),
      ada.post(world.path('/invitations'), { email: address('eve'), first_name: 'Eve', last_name: 'Ek', is_employee: true }),
      ada.post(world.path('/invitations'), { email: address('fay'), is_admin: true }),
    ]);
    world.pendingId = pending.body.id;
    world.adaMemberId = (await ada.get(world.path('/members'))).body.members.find((m: { email: string }) => m.email === ada.email).id;
  });
  afterAll(() => world.server.stop());
  afterEach(() => {
    world.clock.offset = 0;
  });
  return world;
}
