import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys, holidaysKeys, organizationsKeys } from '@/lib/query-keys.ts';

/** What a change of the holidays reloads: the lists, the organization's settings and every calendar (days name their holiday). */
export const holidaysChanged = (queryClient: QueryClient, organizationId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: holidaysKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: organizationsKeys.detail(organizationId) }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.all(organizationId) }),
  ]);
