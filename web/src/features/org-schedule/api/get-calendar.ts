import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { organizationCalendarQuery } from '@/lib/organization-calendar-query.ts';

/** The whole organization's month (or one location's shifts of it) for the calendar grid. */
export function useOrganizationCalendar(organizationId: string, year: number, month: number, locationId?: string) {
  // The previous month stays on screen while the next one loads, so the grid does not flash.
  return useQuery({ ...organizationCalendarQuery(organizationId, year, month, locationId), placeholderData: keepPreviousData });
}
