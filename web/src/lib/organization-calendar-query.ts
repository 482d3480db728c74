import type { CalendarResponse } from '@rostra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { orgPath } from './org-path.ts';
import { calendarKeys } from './query-keys.ts';

/** GET /organizations/{id}/schedules/calendar?year&month: the whole organization's month, read by the calendar and the quality panel. */
export const organizationCalendarQuery = (organizationId: string, year: number, month: number) =>
  queryOptions({
    queryKey: calendarKeys.month(organizationId, year, month),
    queryFn: () => api.get<CalendarResponse>(orgPath(organizationId, `/schedules/calendar?year=${year}&month=${month}`)),
  });
