import { beforeEach } from 'vitest';
import type { ApiClient } from './api-client.ts';
import { createOrganization, signedUp, type SignedIn } from './organization.ts';
import { organizationWorld } from './organization-world.ts';

export interface MemberWorld {
  world: ReturnType<typeof organizationWorld>;
  /** The founder, an admin; `org` is her organization's id. */
  ada: SignedIn;
  org: string;
  /** The member list as `client` reads it. */
  membersOf(client: ApiClient, organizationId?: string): Promise<Record<string, unknown>[]>;
  /** A fresh organization founded by a new admin, for rules that need a small cast. */
  team(founderEmail: string): Promise<{ founder: SignedIn; id: string }>;
}

/**
 * For the HTTP specs of members (commands and reads): an organization founded by each test's own
 * Ada. Call at the top of a test file.
 */
export function memberWorld(): MemberWorld {
  const world = organizationWorld();
  const t: MemberWorld = {
    world,
    ada: undefined as unknown as SignedIn,
    org: '',
    membersOf: async (client, organizationId = t.org) =>
      (await client.get(`/organizations/${organizationId}/members`)).body.members as Record<string, unknown>[],
    async team(founderEmail) {
      const founder = await signedUp(world.root, founderEmail);
      return { founder, id: await createOrganization(world.root, founder, { name: `Team ${founderEmail.split('@')[0]}` }) };
    },
  };
  beforeEach(async () => {
    t.ada = await world.user('ada', 'Ada');
    t.org = String(await world.organizationOf(t.ada));
  });
  return t;
}
