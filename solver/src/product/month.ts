/** Calendar of a scheduling month: plain YYYY-MM-DD dates, weekday of the first day. */

export interface Month {
  dates: string[];
  firstWeekday: number;
}

export function monthOf(year: number, month: number): Month {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number): string => String(n).padStart(2, '0');
  return {
    dates: Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`),
    firstWeekday: new Date(Date.UTC(year, month - 1, 1)).getUTCDay(),
  };
}

/** Day indices of the month covered by an inclusive date range (string order is date order). */
export function daysInRange(m: Month, from: string, to: string): number[] {
  return m.dates.flatMap((d, i) => (d >= from && d <= to ? [i] : []));
}

/** Minutes after midnight of a wall-clock HH:MM. */
export function clockMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}
