import type { CalendarResponse } from '@rostra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { locationParameter } from './locations-query.ts';
import { orgPath } from './org-path.ts';
import { calendarKeys } from './query-keys.ts';

/**
 * GET /organizations/{id}/schedules/calendar?year&month[&location_id]: the whole organization's month
 * (or one location's shifts of it), read by the calendar and the quality panel.
 */
export const organizationCalendarQuery = (organizationId: string, year: number, month: number, locationId?: string) =>
  queryOptions({
    queryKey: calendarKeys.month(organizationId, year, month, locationId),
    queryFn: () =>
      api.get<CalendarResponse>(orgPath(organizationId, `/schedules/calendar?year=${year}&month=${month}${locationParameter(locationId)}`)),
  });
