import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys } from '@/lib/query-keys.ts';

/** A generated or cleared month changes every calendar of the organization and what is derived from them, analytics included. */
export function reloadSchedules(queryClient: QueryClient, organizationId: string) {
  return queryClient.invalidateQueries({ queryKey: calendarKeys.all(organizationId) });
}
