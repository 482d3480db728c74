import type { CalendarResponse } from '@rostra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calendarKeys } from '../../../lib/query-keys.ts';
import { orgPath } from '../../../lib/org-path.ts';

export const organizationCalendarQuery = (organizationId: string, year: number, month: number) =>
  queryOptions({
    queryKey: calendarKeys.month(organizationId, year, month),
    queryFn: () => api.get<CalendarResponse>(orgPath(organizationId, `/schedules/calendar?year=${year}&month=${month}`)),
  });

/** GET /organizations/{id}/schedules/calendar?year&month: the whole organization's month. */
export function useOrganizationCalendar(organizationId: string, year: number, month: number) {
  // The previous month stays on screen while the next one loads, so the grid does not flash.
  return useQuery({ ...organizationCalendarQuery(organizationId, year, month), placeholderData: keepPreviousData });
}
