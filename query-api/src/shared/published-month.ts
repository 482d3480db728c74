import type { CalendarResponse } from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { displayNamesOf } from './members.ts';
import { calendarOf } from './calendar.ts';
import { toCalendar } from './calendar-view.ts';

/**
 * The month as employees may see it, for the feeds and the CSV export: every read of schedule
 * documents on this side goes through here: the published version, never the draft admins are
 * still editing. `memberId` narrows it to that member's shifts, `shiftTypeIds` to those shift types'.
 */
export async function publishedMonth(
  store: ReadStore,
  organizationId: string,
  year: number,
  month: number,
  memberId?: string,
  shiftTypeIds?: ReadonlySet<string>,
): Promise<CalendarResponse> {
  const [record, names] = await Promise.all([
    calendarOf(store, organizationId, year, month, 'published'),
    displayNamesOf(store, organizationId),
  ]);
  return toCalendar(record, {
    organizationId,
    year,
    month,
    nameOf: (id) => names.get(id),
    ...(memberId === undefined ? {} : { memberId }),
    ...(shiftTypeIds === undefined ? {} : { shiftTypeIds }),
  });
}
