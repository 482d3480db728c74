import type { QueryClient } from '@tanstack/react-query';
import { organizationsKeys, sessionKeys } from './query-keys.ts';

/** Creating, deleting or joining an organization changes the session's roles and the organization list. */
export function reloadOrganizations(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    queryClient.invalidateQueries({ queryKey: organizationsKeys.all }),
  ]);
}
