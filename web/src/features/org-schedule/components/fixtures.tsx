import type { AssignedEmployee, CalendarResponse, ScheduleDay } from '@rostra/contracts';
import { aShift } from '@/test/calendar.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { OrgCalendar } from './org-calendar.tsx';

/** The calendar request of organization 7's March 2026, as fakeApi routes it. */
export const CALENDAR = 'GET /organizations/7/schedules/calendar?year=2026&month=3';

/** Someone on a shift, named after the id in capitals ('a' is A). */
export const person = (id: string, position: number, change?: 'added'): AssignedEmployee => ({
  id,
  name: id.toUpperCase(),
  position,
  ...(change ? { change } : {}),
});

/** Organization 7's calendar answer for March 2026, generated: `days` (by default the Day shift on 2 March) and what else differs. */
export const aMonth = (
  days: ScheduleDay[] = [{ date: '2026-03-02', shifts: [aShift()] }],
  fields: Partial<CalendarResponse> = {},
): CalendarResponse => ({
  organization_id: '7',
  year: 2026,
  month: 3,
  generated_at: '2026-02-20T00:00:00Z',
  days,
  ...fields,
});

/** The Org Schedule's calendar of organization 7 on March 2026. */
export const renderOrgCalendar = () =>
  renderWithProviders(<OrgCalendar organizationId="7" timeZone="UTC" />, { path: '/org?month=2026-03' });
