import type { CalendarResponse } from '@rostra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarMonth } from '@/components/calendar/month.ts';
import { api } from '@/lib/api-client.ts';
import { myScheduleKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

export const myCalendarQuery = (organizationId: string, { year, month }: CalendarMonth) =>
  queryOptions({
    queryKey: myScheduleKeys.month(organizationId, year, month),
    queryFn: () => api.get<CalendarResponse>(orgPath(organizationId, `/my-schedule/calendar?year=${year}&month=${month}`)),
  });

/** GET …/my-schedule/calendar?year&month: the signed-in member's own shifts, each with its colleagues. */
export function useMyCalendar(organizationId: string, month: CalendarMonth) {
  // The previous month stays on screen while the next one loads.
  return useQuery({ ...myCalendarQuery(organizationId, month), placeholderData: keepPreviousData });
}
