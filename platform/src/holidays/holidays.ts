import Holidays from 'date-holidays';

/** A public holiday of a region on a calendar day. */
export interface RegionHoliday {
  date: string;
  name: string;
}

/** The country and, after a hyphen, the state or region: `FR`, `GB-ENG`, `DE-BY`, `US-NY`. */
function parts(region: string): [string, string | undefined] {
  const [country = '', state] = region.split('-');
  return [country, state];
}

/** Whether the holiday library knows the region (a country, or a country's state). */
export function isHolidayRegion(region: string): boolean {
  const [country, state] = parts(region);
  const library = new Holidays();
  if (!Object.hasOwn(library.getCountries() ?? {}, country)) return false;
  return state === undefined || Object.hasOwn(library.getStates(country) ?? {}, state);
}

/** The region's public holidays (the library's type "public") in a year, by date; one name per date. */
export function regionHolidays(region: string, year: number): RegionHoliday[] {
  const [country, state] = parts(region);
  const library = state === undefined ? new Holidays(country) : new Holidays(country, state);
  const byDate = new Map<string, string>();
  for (const holiday of library.getHolidays(year)) {
    const date = holiday.date.slice(0, 10);
    if (holiday.type === 'public' && !byDate.has(date)) byDate.set(date, holiday.name);
  }
  return [...byDate].map(([date, name]) => ({ date, name }));
}
