import type { Organization } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const organizationQuery = (id: string) =>
  queryOptions({
    queryKey: ['organizations', id],
    queryFn: () => api.get<Organization>(`/organizations/${encodeURIComponent(id)}`),
  });

/** GET /organizations/{id}. */
export function useOrganization(id: string) {
  return useQuery(organizationQuery(id));
}
