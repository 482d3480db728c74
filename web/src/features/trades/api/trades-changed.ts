import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys, myScheduleKeys, tradesKeys } from '@/lib/query-keys.ts';

/** What a trade's step reloads: the trades, and the calendars an applied trade changes (both people's, the organization's). */
export const tradesChanged = (queryClient: QueryClient, organizationId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tradesKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: myScheduleKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.all(organizationId) }),
  ]);
