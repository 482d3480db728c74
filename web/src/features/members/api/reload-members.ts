import type { QueryClient } from '@tanstack/react-query';
import { membersKeys, sessionKeys } from '@/lib/query-keys.ts';

/** After invitation, role and removal actions the member list reloads, and the session's roles may have changed. */
export function reloadMembers(queryClient: QueryClient, organizationId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: membersKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  ]);
}
