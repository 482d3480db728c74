import type { OrganizationList } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const organizationsQuery = queryOptions({
  queryKey: ['organizations'],
  queryFn: () => api.get<OrganizationList>('/organizations'),
});

/** GET /organizations: the user's organizations with their roles there. */
export function useOrganizations() {
  return useQuery(organizationsQuery);
}
