import type { MembersResponse } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { membersKeys } from '../../../lib/query-keys.ts';
import { orgPath } from '../../../lib/org-path.ts';

/** The member filter's choices; the same key and answer as the members feature's list (the shared membersKeys.all(id)). */
export function useAuditMembers(organizationId: string) {
  return useQuery(
    queryOptions({
      queryKey: membersKeys.all(organizationId),
      queryFn: () => api.get<MembersResponse>(orgPath(organizationId, '/members')),
    }),
  );
}
