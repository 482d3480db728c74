import type { ReadStore } from '@rostra/platform';
import type { FeedShift } from './ical.ts';
import type { FeedWindow } from './feed-window.ts';
import { publishedMonth } from '../shared/published-month.ts';

/** The member's published shifts in the feed's months. */
export async function memberShifts(store: ReadStore, organizationId: string, memberId: string, window: FeedWindow): Promise<FeedShift[]> {
  const months = await Promise.all(window.months.map(({ year, month }) => publishedMonth(store, organizationId, year, month, memberId)));
  return months.flatMap(({ days, generated_at }) =>
    days.flatMap(({ date, shifts }) =>
      shifts.map(({ shift_type_id, shift_type_name, start_time, end_time }) => ({
        date,
        shift_type_id,
        shift_type_name,
        start_time,
        end_time,
        generated_at: generated_at!,
      })),
    ),
  );
}
