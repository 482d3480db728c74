import {
  PUBLISHED_CALENDAR_DAYS_TABLE,
  PUBLISHED_CALENDARS_TABLE,
  type CalendarDayRecord,
  type CalendarMonthRecord,
  type ExportedShift,
} from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { findIn } from '../read-model.ts';

/** The organization's published months (never a draft: the person was scheduled only once a month was published). */
export const publishedMonthsOf = (store: ReadStore, organizationId: string) =>
  findIn<CalendarMonthRecord>(store, PUBLISHED_CALENDARS_TABLE, { where: { organization_id: organizationId } });

/** Every shift of the published months the member is on, in date order, named as at generation. */
export async function shiftsOf(
  store: ReadStore,
  organizationId: string,
  memberId: string,
  months: readonly CalendarMonthRecord[],
): Promise<ExportedShift[]> {
  const days = await findIn<CalendarDayRecord>(store, PUBLISHED_CALENDAR_DAYS_TABLE, {
    where: { organization_id: organizationId },
    sort: [{ field: 'date', direction: 'asc' }],
  });
  const shiftTypes = new Map(months.map((month) => [month.period, new Map(month.shift_types.map((type) => [type.id, type]))]));
  return days.flatMap((day) =>
    day.assignments
      .filter((assignment) => assignment.member_id === memberId)
      .map((assignment) => {
        const type = shiftTypes.get(day.period)?.get(assignment.shift_type_id);
        return {
          date: assignment.date,
          shift_type_id: assignment.shift_type_id,
          shift_type_name: type?.name ?? '',
          start_time: type?.start_time ?? '',
          duration_hours: type?.duration_hours ?? 0,
          absent: assignment.absent,
        };
      }),
  );
}
