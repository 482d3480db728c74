import { addMonths, daysInMonth, formatMonthParam, monthOfDate, monthTitle } from '@/components/calendar/month.ts';
import type { Period } from '@/lib/my-vacation-requests-query.ts';

export interface PeriodOption {
  value: string;
  label: string;
  period: Period | null;
}

export const ALL_TIME = 'all';

/** docs/product/limits.md: All Time, then the months from 3 before to 8 after today's. */
export function periodOptions(today: string): PeriodOption[] {
  const current = monthOfDate(today);
  const months = Array.from({ length: 12 }, (_, index) => addMonths(current, index - 3)).map((month) => {
    const key = formatMonthParam(month);
    return {
      value: key,
      label: monthTitle(month),
      period: { start_date: `${key}-01`, end_date: `${key}-${String(daysInMonth(month)).padStart(2, '0')}` },
    };
  });
  return [{ value: ALL_TIME, label: 'All Time', period: null }, ...months];
}

/** Inclusive days from start to end: a one-day request is 1. */
export function dayCount(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}
