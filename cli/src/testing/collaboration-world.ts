import type { Collaboration } from '@rostra/contracts';
import { afterEach, beforeEach } from 'vitest';
import type { ApiClient, ApiResponse } from './api-client.ts';
import { OffsetClock } from './clock.ts';
import { addMember, type SignedIn } from './organization.ts';
import { organizationWorld } from './organization-world.ts';

export interface CollaborationWorld {
  world: ReturnType<typeof organizationWorld>;
  /** The server's clock: `offset` ms ahead of the real one, reset after each test. */
  clock: OffsetClock;
  ada: SignedIn;
  bo: SignedIn & { memberId: string };
  org: string;
  /** Member ids: Ada (founder, admin and employee), Bo and Eve (employees), Cy (admin only), Di (pending invitation). */
  ids: { ada: string; bo: string; eve: string; cy: string; di: string };
  head(): Promise<bigint | null>;
  path(suffix?: string): string;
  create(employee_ids: unknown, collaboration_type?: unknown): Promise<ApiResponse>;
  /** The rules as `client` (Ada unless given) reads them. */
  rules(client?: ApiClient): Promise<Collaboration[]>;
  removeAll(): Promise<void>;
}

/**
 * For the HTTP specs of collaboration rules (commands and reads): Ada's Ward 4 with Bo, Eve, Cy and
 * Di's invitation, made anew for each test, on a clock the test may move. Call at the top of a test file.
 */
export function collaborationWorld(): CollaborationWorld {
  const clock = new OffsetClock();
  const world = organizationWorld({ clock });
  const t: CollaborationWorld = {
    world,
    clock,
    ada: undefined as unknown as SignedIn,
    bo: undefined as unknown as SignedIn & { memberId: string },
    org: '',
    ids: { ada: '', bo: '', eve: '', cy: '', di: '' },
    head: world.head,
    path: (suffix = '') => `/organizations/${t.org}/employee-collaborations${suffix}`,
    create: (employee_ids, collaboration_type = 'prefer_together') => t.ada.post(t.path(), { employee_ids, collaboration_type }),
    rules: async (client = t.ada) => (await client.get(t.path())).body as Collaboration[],
    async removeAll() {
      for (const rule of await t.rules()) await t.ada.delete(t.path(`/${rule.id}`));
    },
  };
  // Each test has its own organization and users.
  beforeEach(async () => {
    const { ids } = t;
    t.ada = await world.user('ada', 'Ada');
    t.org = String(await world.organizationOf(t.ada, 'Ward 4'));
    t.bo = await addMember(t.ada, t.org, world.address('bo'));
    ids.bo = t.bo.memberId;
    ids.eve = (await addMember(t.ada, t.org, world.address('eve'))).memberId;
    ids.cy = (await addMember(t.ada, t.org, world.address('cy'), { is_admin: true })).memberId;
    ids.di = (
      await t.ada.post(`/organizations/${t.org}/invitations`, {
        email: world.address('di'),
        first_name: 'Di',
        last_name: 'Dahl',
        is_employee: true,
      })
    ).body.id;
    const { members } = (await t.ada.get(`/organizations/${t.org}/members`)).body;
    ids.ada = members.find((m: { user_id: string }) => m.user_id === t.ada.id).id;
  });
  afterEach(() => {
    clock.offset = 0;
  });
  return t;
}
