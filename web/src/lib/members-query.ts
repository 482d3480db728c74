import type { MembersResponse } from '@rostra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { orgPath } from './org-path.ts';
import { membersKeys } from './query-keys.ts';

/**
 * GET /organizations/{id}/members: users and invitations. Shared because five features read the
 * same list (the members table, the audit filter, groups, the vacation table, the complexity
 * estimate): one fetcher under one key, so a member change reloads all of them.
 */
export const membersQuery = (organizationId: string) =>
  queryOptions({
    queryKey: membersKeys.all(organizationId),
    queryFn: () => api.get<MembersResponse>(orgPath(organizationId, '/members')),
  });
