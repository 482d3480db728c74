import { CALENDAR_TABLES, calendarId, monthKey, type CalendarDayRecord, type CalendarMonthRecord } from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';

/**
 * Makes the month's draft, as it stands at this point of the log, its published version: the
 * published documents are replaced by copies of the draft's. One document at a time, so a
 * publication stays as bounded as the draft's days.
 */
export async function publish(
  tx: ProjectionTx,
  at: { organizationId: string; year: number; month: number; publishedAt: string },
): Promise<void> {
  const { draft, published } = CALENDAR_TABLES;
  const id = calendarId(at.organizationId, at.year, at.month);
  const header = await tx.get<CalendarMonthRecord>(draft.months, id);
  if (!header) return;
  const where = { organization_id: at.organizationId, period: monthKey(at.year, at.month) };
  for (const day of await tx.find(published.days, { where })) tx.delete(published.days, day.id);
  tx.put(published.months, { ...header, published_at: at.publishedAt });
  for (const day of await tx.find<CalendarDayRecord>(draft.days, { where })) tx.put(published.days, day);
}
