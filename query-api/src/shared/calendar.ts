import {
  assembleCalendar,
  CALENDAR_TABLES,
  calendarId,
  monthKey,
  type CalendarDayRecord,
  type CalendarMonthRecord,
  type CalendarRecord,
  type CalendarVersion,
} from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { findIn, getFrom } from '../read-model.ts';

/**
 * One version of a generated month (the draft admins work on, or the published one employees
 * see), from its month document and its day documents; null when there is none.
 */
export async function calendarOf(
  store: ReadStore,
  organizationId: string,
  year: number,
  month: number,
  version: CalendarVersion = 'draft',
): Promise<CalendarRecord | null> {
  const tables = CALENDAR_TABLES[version];
  const [header, days] = await Promise.all([
    getFrom<CalendarMonthRecord>(store, tables.months, calendarId(organizationId, year, month)),
    findIn<CalendarDayRecord>(store, tables.days, { where: { organization_id: organizationId, period: monthKey(year, month) } }),
  ]);
  return header ? assembleCalendar(header, days) : null;
}
