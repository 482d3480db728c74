import type { QueryClient } from '@tanstack/react-query';

/** After invitation, role and removal actions the member list reloads, and the session's roles may have changed. */
export function reloadMembers(queryClient: QueryClient, organizationId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['members', organizationId] }),
    queryClient.invalidateQueries({ queryKey: ['session'] }),
  ]);
}

export const orgPath = (organizationId: string, rest: string) => `/organizations/${encodeURIComponent(organizationId)}${rest}`;
