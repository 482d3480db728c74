import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys, myVacationRequestsKeys, vacationRequestsKeys } from '@/lib/query-keys.ts';

/** A review, cancellation or new request changes the lists, and an approval the calendars' coverage. */
export function reloadVacations(queryClient: QueryClient, organizationId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vacationRequestsKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: myVacationRequestsKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.all(organizationId) }),
  ]);
}
