// The analytics period of docs/product/screens-and-routes.md: From and To month and year, kept in startMonth, startYear,
// endMonth, endYear; quick selects; years from two before to two after the current one (docs/product/limits.md).

export interface Period {
  startMonth: number;
  startYear: number;
  endMonth: number;
  endYear: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function yearsAround(currentYear: number): number[] {
  return [-2, -1, 0, 1, 2].map((offset) => currentYear + offset);
}

/** The last `months` months up to the current one. */
export function lastMonths(today: { year: number; month: number }, months: number): Period {
  const start = new Date(Date.UTC(today.year, today.month - months, 1));
  return { startMonth: start.getUTCMonth() + 1, startYear: start.getUTCFullYear(), endMonth: today.month, endYear: today.year };
}

/** The period in the URL, or this month when any part is missing or out of range; the start never after the end. */
export function readPeriod(params: URLSearchParams, today: { year: number; month: number }): Period {
  const years = yearsAround(today.year);
  const value = (key: keyof Period) => Number(params.get(key));
  const period = { startMonth: value('startMonth'), startYear: value('startYear'), endMonth: value('endMonth'), endYear: value('endYear') };
  const valid =
    [period.startMonth, period.endMonth].every((m) => Number.isInteger(m) && m >= 1 && m <= 12) &&
    [period.startYear, period.endYear].every((y) => years.includes(y));
  if (!valid) return lastMonths(today, 1);
  return period.startYear * 12 + period.startMonth <= period.endYear * 12 + period.endMonth
    ? period
    : { ...period, endMonth: period.startMonth, endYear: period.startYear };
}

export function writePeriod(params: URLSearchParams, period: Period): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(period)) next.set(key, String(value));
  return next;
}

/** start_date is the first day of the first month, end_date the last day of the last (docs/product/api-calls.md). */
export function dateRange(period: Period): { start_date: string; end_date: string } {
  const last = new Date(Date.UTC(period.endYear, period.endMonth, 0)).getUTCDate();
  return {
    start_date: `${period.startYear}-${pad(period.startMonth)}-01`,
    end_date: `${period.endYear}-${pad(period.endMonth)}-${pad(last)}`,
  };
}

export const MONTH_NAMES = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2000, index, 1)).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' }),
);
