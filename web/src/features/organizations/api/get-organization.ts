import type { Organization } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { organizationsKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

export const organizationQuery = (id: string) =>
  queryOptions({
    queryKey: organizationsKeys.detail(id),
    queryFn: () => api.get<Organization>(orgPath(id)),
  });

/** GET /organizations/{id}. */
export function useOrganization(id: string) {
  return useQuery(organizationQuery(id));
}
