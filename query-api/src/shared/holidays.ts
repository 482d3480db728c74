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
