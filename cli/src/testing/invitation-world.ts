import { afterEach, beforeEach } from 'vitest';
import type { ApiClient, ApiResponse } from './api-client.ts';
import { OffsetClock } from './clock.ts';
import type { SignedIn } from './organization.ts';
import { organizationWorld } from './organization-world.ts';

export interface InvitationWorld {
  world: ReturnType<typeof organizationWorld>;
  /** The server's clock: `offset` ms ahead of the real one, reset after each test. */
  clock: OffsetClock;
  /** The founder, an admin; `org` is her organization's id. */
  ada: SignedIn;
  org: string;
  /** An invitation (an employee unless `body` says otherwise) by `admin` (Ada) to `organizationId` (hers). */
  invite(body: Record<string, unknown>, admin?: ApiClient, organizationId?: string): Promise<ApiResponse>;
}

/**
 * For the HTTP specs of invitations (commands and reads): Ada's Ward 4, made anew for each test, on
 * a clock the test may move. Call at the top of a test file.
 */
export function invitationWorld(): InvitationWorld {
  const clock = new OffsetClock();
  const world = organizationWorld({ clock });
  const t: InvitationWorld = {
    world,
    clock,
    ada: undefined as unknown as SignedIn,
    org: '',
    invite: (body, admin = t.ada, organizationId = t.org) =>
      admin.post(`/organizations/${organizationId}/invitations`, { is_employee: true, ...body }),
  };
  // Each test has its own organization and users.
  beforeEach(async () => {
    t.ada = await world.user('ada', 'Ada');
    t.org = String(await world.organizationOf(t.ada, 'Ward 4'));
  });
  afterEach(() => {
    clock.offset = 0;
  });
  return t;
}
