import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { organizationCalendarQuery } from '../../../lib/organization-calendar-query.ts';

/** The whole organization's month for the calendar grid. */
export function useOrganizationCalendar(organizationId: string, year: number, month: number) {
  // The previous month stays on screen while the next one loads, so the grid does not flash.
  return useQuery({ ...organizationCalendarQuery(organizationId, year, month), placeholderData: keepPreviousData });
}
