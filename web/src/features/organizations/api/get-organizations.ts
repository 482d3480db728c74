import type { OrganizationList } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { organizationsKeys } from '@/lib/query-keys.ts';

export const organizationsQuery = queryOptions({
  queryKey: organizationsKeys.all,
  queryFn: () => api.get<OrganizationList>('/organizations'),
});

/** GET /organizations: the user's organizations with their roles there. */
export function useOrganizations() {
  return useQuery(organizationsQuery);
}
