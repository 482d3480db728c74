import { holidaysByDate, organizationSettingsOf, type Holiday } from '@rostra/contracts';
import { regionHolidays } from '@rostra/platform';
import type { OrganizationRow } from './organizations.ts';

/**
 * The organization's holidays between two dates (inclusive): its region's public holidays, from
 * the holiday library, and its own days, by date.
 */
export function holidaysBetween(organization: OrganizationRow, from: string, to: string): Holiday[] {
  const region = organizationSettingsOf(organization.settings).holiday_region;
  const years = Array.from({ length: Number(to.slice(0, 4)) - Number(from.slice(0, 4)) + 1 }, (_, i) => Number(from.slice(0, 4)) + i);
  const regional = region ? years.flatMap((year) => regionHolidays(region, year)) : [];
  const within = <T extends { date: string }>(holidays: readonly T[]) => holidays.filter(({ date }) => date >= from && date <= to);
  return holidaysByDate(within(regional), within(organization.holidays ?? []));
}

/** The dates of the organization's holidays in the given months (none for an organization not found). */
export function holidayDatesIn(organization: OrganizationRow | null, months: readonly { year: number; month: number }[]): Set<string> {
  if (!organization || months.length === 0) return new Set();
  const first = months[0]!;
  const last = months.at(-1)!;
  const from = `${first.year}-${String(first.month).padStart(2, '0')}-01`;
  const to = new Date(Date.UTC(last.year, last.month, 0)).toISOString().slice(0, 10);
  return new Set(holidaysBetween(organization, from, to).map((holiday) => holiday.date));
}

/** The organization's holidays in a month (1–12), date → name; its own day's name where both fall on one date. */
export function monthHolidays(organization: OrganizationRow | null, year: number, month: number): Map<string, string> {
  if (!organization) return new Map();
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const names = new Map<string, string>();
  for (const { date, name } of holidaysBetween(organization, from, to)) if (!names.has(date)) names.set(date, name);
  return names;
}
