import { monthKeysBetween, type CalendarVersion } from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { calendarOf } from '../shared/calendar.ts';
import { holidayDatesIn } from '../shared/holidays.ts';
import { readOrganization } from '../shared/organizations.ts';

/**
 * Each member's shifts on the organization's holidays in the months `from`–`to` (`yyyy-mm`), in
 * one version of the calendars (the draft for the admins' report, the published one for a member's
 * month), counting only assignments that still count. Members without any are not listed.
 */
export async function holidayShiftsOf(
  store: ReadStore,
  organizationId: string,
  from: string,
  to: string,
  version: CalendarVersion,
): Promise<Map<string, number>> {
  const months = monthKeysBetween(`${from}-01`, `${to}-01`).map((key) => ({
    year: Number(key.slice(0, 4)),
    month: Number(key.slice(5, 7)),
  }));
  const holidays = holidayDatesIn(await readOrganization(store, organizationId), months);
  const withHolidays = months.filter(({ year, month }) =>
    [...holidays].some((date) => date.startsWith(`${year}-${String(month).padStart(2, '0')}`)),
  );
  const calendars = await Promise.all(withHolidays.map(({ year, month }) => calendarOf(store, organizationId, year, month, version)));
  const counts = new Map<string, number>();
  for (const assignment of calendars.flatMap((calendar) => calendar?.assignments ?? [])) {
    if (assignment.absent === null && holidays.has(assignment.date))
      counts.set(assignment.member_id, (counts.get(assignment.member_id) ?? 0) + 1);
  }
  return counts;
}
