import type { QueryClient } from '@tanstack/react-query';
import { analyticsKeys, calendarKeys } from '../../../lib/query-keys.ts';

/** A generated or cleared month changes every calendar of the organization and its analytics. */
export function reloadSchedules(queryClient: QueryClient, organizationId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: calendarKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: analyticsKeys.all(organizationId) }),
  ]);
}
