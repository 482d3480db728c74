import type { VacationRequest } from '@rostra/contracts';
import { daysInMonth, formatMonthParam, type CalendarMonth } from '@/components/calendar/month.ts';

/** The month's days of my approved vacations, each marked 'Vacation' (the calendar has no shifts of mine on them). */
export function vacationDays(requests: readonly VacationRequest[], month: CalendarMonth): ReadonlyMap<string, string> {
  const prefix = formatMonthParam(month);
  const days = Array.from({ length: daysInMonth(month) }, (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`);
  const approved = requests.filter((request) => request.status === 'approved');
  return new Map(
    days
      .filter((date) => approved.some((request) => request.start_date <= date && date <= request.end_date))
      .map((date) => [date, 'Vacation']),
  );
}
