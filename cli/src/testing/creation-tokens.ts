import { issueCreationToken } from '@rostra/command-api/creation-tokens/issue';
import { waitForPosition } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { expect } from 'vitest';
import type { ApiClient } from './api-client.ts';
import type { TestServer } from './test-server.ts';

const DAY_MS = 86_400_000;

/** A token that expired yesterday, issued through the real decider as if a month ago. */
async function expiredToken(server: TestServer): Promise<string> {
  const { token, position } = await issueCreationToken(
    server.running.stores.events,
    { expires_in_days: 1 },
    { actorUserId: null, actorEmail: null },
    new Date(Date.now() - 30 * DAY_MS),
  );
  await waitForPosition(server.running.stores.readStore, allProjections, position!, { timeoutMs: 5000 });
  return token.id;
}

/** The ids of one creation token in each status, issued in this order: expired (a month ago), used, cancelled, active. */
export interface TokenOfEachStatus {
  expired: string;
  used: string;
  cancelled: string;
  active: string;
}

/** Root, a super admin, issues the tokens; `someone` founds an organization with the used one. */
export async function tokensOfEachStatus(
  { server, root }: { server: TestServer; root: ApiClient },
  someone: ApiClient,
): Promise<TokenOfEachStatus> {
  const issue = async () => (await root.post('/admin/organization-tokens', {})).body;
  const expired = await expiredToken(server);
  const used = await issue();
  const cancelled = (await issue()).id as string;
  const active = (await issue()).id as string;
  expect((await someone.post('/organizations', { creation_token: used.token, name: 'Used Ward' })).status).toBe(201);
  expect((await root.delete(`/admin/organization-tokens/${cancelled}`)).status).toBe(200);
  return { expired, used: used.id, cancelled, active };
}
