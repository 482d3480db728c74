import { assembleCalendar, CALENDAR_DAYS_TABLE, CALENDARS_TABLE, calendarId, monthKey, type CalendarDayRecord, type CalendarMonthRecord, type CalendarRecord } from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { findIn, getFrom } from '../read-model.ts';

/** A generated month, from its month document and its day documents; null when not generated. */
export async function calendarOf(store: ReadStore, organizationId: string, year: number, month: number): Promise<CalendarRecord | null> {
  const [header, days] = await Promise.all([
    getFrom<CalendarMonthRecord>(store, CALENDARS_TABLE, calendarId(organizationId, year, month)),
    findIn<CalendarDayRecord>(store, CALENDAR_DAYS_TABLE, { where: { organization_id: organizationId, period: monthKey(year, month) } }),
  ]);
  return header ? assembleCalendar(header, days) : null;
}
