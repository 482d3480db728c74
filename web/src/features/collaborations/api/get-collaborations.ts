import type { Collaboration } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { collaborationsKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

export const collaborationsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: collaborationsKeys.all(organizationId),
    queryFn: () => api.get<Collaboration[]>(orgPath(organizationId, '/employee-collaborations')),
  });

/** GET /organizations/{id}/employee-collaborations: the rules, oldest first, with current members' names. */
export function useCollaborations(organizationId: string) {
  return useQuery(collaborationsQuery(organizationId));
}
