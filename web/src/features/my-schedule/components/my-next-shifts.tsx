import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { addMonths, monthOfDate } from '@/components/calendar/month.ts';
import { myCalendarQuery } from '../api/get-my-calendar.ts';

/** How many upcoming shifts the list shows: the days ahead, not the month. */
const SHOWN = 5;

const dayText = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * My next shifts, from today on through next month: what a phone shows first, as the month a person
 * lands on may be all but over. Quiet while loading or when a month fails (the calendar says why).
 */
export function MyNextShifts({ organizationId, today }: { organizationId: string; today: string }) {
  const heading = useId();
  const thisMonth = monthOfDate(today);
  const months = useQueries({
    queries: [thisMonth, addMonths(thisMonth, 1)].map((month) => myCalendarQuery(organizationId, month)),
  });
  if (months.some((month) => !month.isSuccess)) return null;
  const upcoming = months
    .flatMap((month) => month.data?.days ?? [])
    .filter((day) => day.date >= today)
    .flatMap((day) => day.shifts.map((shift) => ({ date: day.date, shift })))
    .slice(0, SHOWN);
  return (
    <section className="card my-next-shifts" aria-labelledby={heading}>
      <h3 id={heading}>My next shifts</h3>
      {upcoming.length === 0 ? (
        <p className="field-hint">No upcoming shifts are scheduled.</p>
      ) : (
        <ul>
          {upcoming.map(({ date, shift }) => (
            <li key={`${date}|${shift.shift_type_id}`}>
              {`${dayText(date)} · ${shift.shift_type_name} ${shift.start_time}–${shift.end_time}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
