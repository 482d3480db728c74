import type { MembersResponse } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { membersKeys } from '../../../lib/query-keys.ts';
import { orgPath } from '../../../lib/org-path.ts';

export const membersQuery = (organizationId: string) =>
  queryOptions({
    queryKey: membersKeys.all(organizationId),
    queryFn: () => api.get<MembersResponse>(orgPath(organizationId, '/members')),
  });

/** GET /organizations/{id}/members: users and invitations. */
export function useMembers(organizationId: string) {
  return useQuery(membersQuery(organizationId));
}
