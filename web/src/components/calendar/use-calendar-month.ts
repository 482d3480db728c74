import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatMonthParam, monthOfDate, parseMonth, sameMonth, todayIn, type CalendarMonth } from './month.ts';

/**
 * The calendar's month, kept in ?month=YYYY-MM (docs/product/screens-and-routes.md); the current month — in the
 * organization's time zone when it has one — is the default and omits the parameter.
 */
export function useCalendarMonth(timeZone?: string | null) {
  const [params, setParams] = useSearchParams();
  const today = todayIn(timeZone);
  const current = monthOfDate(today);
  const month = parseMonth(params.get('month')) ?? current;
  const setMonth = useCallback(
    (next: CalendarMonth) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (sameMonth(next, monthOfDate(todayIn(timeZone)))) updated.delete('month');
          else updated.set('month', formatMonthParam(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams, timeZone],
  );
  return { month, today, setMonth };
}
