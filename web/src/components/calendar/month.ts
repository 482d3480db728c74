import { clock } from '@/lib/clock.ts';

// Month arithmetic of the calendar: the ?month=YYYY-MM value, the current month in the
// organization's time zone, and the Sunday-to-Saturday weeks of a month.

export interface CalendarMonth {
  year: number;
  month: number;
}

const MONTH_PARAM = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM', or null when the value is not a month the API serves (years 2000–2100). */
export function parseMonth(value: string | null | undefined): CalendarMonth | null {
  const match = MONTH_PARAM.exec(value ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 2000 && year <= 2100 ? { year, month: Number(match[2]) } : null;
}

export const formatMonthParam = ({ year, month }: CalendarMonth) => `${year}-${String(month).padStart(2, '0')}`;

export const sameMonth = (a: CalendarMonth, b: CalendarMonth) => a.year === b.year && a.month === b.month;

export function addMonths({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Today's date (YYYY-MM-DD) where the organization is; the browser's zone when it has none or an unknown one. */
export function todayIn(timeZone: string | null | undefined, now: Date = clock.now()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? undefined, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}

export const monthOfDate = (date: string): CalendarMonth => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

export const daysInMonth = ({ year, month }: CalendarMonth) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 'March 2026' */
export function monthTitle({ year, month }: CalendarMonth): string {
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The month's dates (YYYY-MM-DD) in weeks of seven from Sunday; null pads the first and last week. */
export function monthWeeks(month: CalendarMonth): (string | null)[][] {
  const prefix = `${formatMonthParam(month)}-`;
  const leading = new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay();
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth(month); day++) cells.push(prefix + String(day).padStart(2, '0'));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
