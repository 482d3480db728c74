import type { ReadStore } from '@rostra/platform';
import type { FeedShift } from './ical.ts';
import type { FeedWindow } from './feed-window.ts';
import { locationNamesOf } from '../shared/locations.ts';
import { publishedMonth } from '../shared/published-month.ts';

/** The member's published shifts in the feed's months, each at its shift type's location and on its day's holiday, if any. */
export async function memberShifts(store: ReadStore, organizationId: string, memberId: string, window: FeedWindow): Promise<FeedShift[]> {
  const [locationOf, ...months] = await Promise.all([
    locationNamesOf(store, organizationId),
    ...window.months.map(({ year, month }) => publishedMonth(store, organizationId, year, month, memberId)),
  ]);
  return months.flatMap(({ days, generated_at }) =>
    days.flatMap(({ date, shifts, holiday }) =>
      shifts.map(({ shift_type_id, shift_type_name, start_time, end_time }) => ({
        date,
        shift_type_id,
        shift_type_name,
        start_time,
        end_time,
        generated_at: generated_at!,
        location: locationOf.get(shift_type_id) ?? null,
        holiday: holiday ?? null,
      })),
    ),
  );
}
