import type { QueryClient } from '@tanstack/react-query';

export const orgPath = (organizationId: string, rest: string) => `/organizations/${encodeURIComponent(organizationId)}${rest}`;

/** A generated or cleared month changes every calendar of the organization and its analytics. */
export function reloadSchedules(queryClient: QueryClient, organizationId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['calendar', organizationId] }),
    queryClient.invalidateQueries({ queryKey: ['analytics', organizationId] }),
  ]);
}
