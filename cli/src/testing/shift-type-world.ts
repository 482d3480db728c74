import type { ShiftType } from '@rostra/contracts';
import { beforeEach } from 'vitest';
import type { ApiClient, ApiResponse } from './api-client.ts';
import { addMember, type SignedIn } from './organization.ts';
import { organizationWorld } from './organization-world.ts';

/**
 * For the HTTP specs of shift types (commands and reads): Ada's organization, Ward 4, made anew for
 * each test, with helpers to create and list its shift types. Call at the top of a test file.
 */
export interface ShiftTypeWorld {
  world: ReturnType<typeof organizationWorld>;
  /** The founder, an admin; `org` is her organization's id. */
  ada: SignedIn;
  org: string;
  head(): Promise<bigint | null>;
  path(suffix?: string): string;
  employee(): Promise<SignedIn & { memberId: string }>;
  create(body?: Record<string, unknown>): Promise<ApiResponse>;
  listed(client?: ApiClient, query?: string): Promise<ShiftType[]>;
}

export function shiftTypeWorld(): ShiftTypeWorld {
  const world = organizationWorld();
  let names = 0;
  const t: ShiftTypeWorld = {
    world,
    ada: undefined as unknown as SignedIn,
    org: '',
    head: world.head,
    path: (suffix = '') => `/organizations/${t.org}/shift-types${suffix}`,
    /** Bo, an employee of the test's organization. */
    employee: () => addMember(t.ada, t.org, world.address('bo')),
    /** A shift type with a name no other test uses. */
    create: (body: Record<string, unknown> = {}) => t.ada.post(t.path(), { name: `Shift ${++names}`, start_time: '07:00', ...body }),
    listed: async (client: ApiClient = t.ada, query = '') => (await client.get(t.path(query))).body as ShiftType[],
  };
  // Each test has its own organization and users.
  beforeEach(async () => {
    t.ada = await world.user('ada', 'Ada');
    t.org = String(await world.organizationOf(t.ada, 'Ward 4'));
  });
  return t;
}
