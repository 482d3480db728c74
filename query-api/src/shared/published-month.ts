import type { CalendarResponse, CalendarVersion } from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { displayNamesOf } from './members.ts';
import { calendarOf } from './calendar.ts';
import { toCalendar } from './calendar-view.ts';
import { monthHolidays } from './holidays.ts';
import { readOrganization } from './organizations.ts';

/**
 * The month as employees may see it, for the feeds and the CSV export: every read of schedule
 * documents on this side goes through here: the published version, never the draft admins are
 * still editing. `memberId` narrows it to that member's shifts, `shiftTypeIds` to those shift types'.
 */
export function publishedMonth(store: ReadStore, organizationId: string, year: number, month: number, memberId?: string) {
  return monthVersion(store, organizationId, year, month, 'published', memberId);
}

/** One version of the month in the calendar's shape, names as the organization shows them now; the draft only where an admin asks for it (the CSV export). */
export async function monthVersion(
  store: ReadStore,
  organizationId: string,
  year: number,
  month: number,
  version: CalendarVersion,
  memberId?: string,
  shiftTypeIds?: ReadonlySet<string>,
): Promise<CalendarResponse> {
  const [record, names, organization] = await Promise.all([
    calendarOf(store, organizationId, year, month, version),
    displayNamesOf(store, organizationId),
    readOrganization(store, organizationId),
  ]);
  return toCalendar(record, {
    organizationId,
    year,
    month,
    nameOf: (id) => names.get(id),
    holidays: monthHolidays(organization, year, month),
    ...(memberId === undefined ? {} : { memberId }),
    ...(shiftTypeIds === undefined ? {} : { shiftTypeIds }),
  });
}
