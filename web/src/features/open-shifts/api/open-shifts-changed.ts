import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys, myScheduleKeys, openShiftsKeys } from '@/lib/query-keys.ts';

/** What an open shift's step reloads: the list, and the calendars an assignment changes. */
export const openShiftsChanged = (queryClient: QueryClient, organizationId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: openShiftsKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: myScheduleKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.all(organizationId) }),
  ]);
