import { z } from 'zod';
import { isoDate, requiredText, wholeNumber } from '../shared/fields.ts';
import { TEXT } from '../shared/texts.ts';

/** Longest name of an organization's own holiday. */
export const HOLIDAY_NAME_MAX = 100;

/** POST /organizations/{id}/holidays: one of the organization's own days. */
export const holidayBody = z.object({
  date: isoDate,
  name: requiredText().max(HOLIDAY_NAME_MAX, TEXT.maxChars(HOLIDAY_NAME_MAX)),
});
export type HolidayBody = z.infer<typeof holidayBody>;

/** GET /organizations/{id}/holidays?year= */
export const holidaysQuery = z.object({ year: wholeNumber(1970, 2200) });

/**
 * A day the calendar keeps as a holiday: a public holiday of the organization's region (the
 * holiday library's, type "public") or one of its own days, which carry their id.
 */
export interface Holiday {
  date: string;
  name: string;
  source: 'region' | 'organization';
  id?: string;
}

/** The organization's own holiday as the API answers it. */
export interface OrganizationHoliday {
  id: string;
  date: string;
  name: string;
}

/** Both kinds by date; on a date with both, the organization's own comes first. */
export function holidaysByDate(region: readonly Omit<Holiday, 'source'>[], own: readonly OrganizationHoliday[]): Holiday[] {
  return [
    ...own.map((holiday) => ({ ...holiday, source: 'organization' as const })),
    ...region.map(({ date, name }) => ({ date, name, source: 'region' as const })),
  ].sort((a, b) => a.date.localeCompare(b.date));
}
