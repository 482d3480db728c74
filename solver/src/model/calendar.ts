/** Calendar facts of a horizon: weekdays (0 = Sunday) and weekends (a Saturday with its Sunday). */

export function weekdayOf(firstWeekday: number, day: number): number {
  return (firstWeekday + day) % 7;
}

export function isWeekendDay(firstWeekday: number, day: number): boolean {
  const w = weekdayOf(firstWeekday, day);
  return w === 0 || w === 6;
}

/**
 * Whether a day counts with the weekends for weekend fairness: a Saturday, a Sunday or one of the
 * horizon's holidays (day indices), as the fairness ledger and the quality report count them.
 */
export function countsAsWeekend(firstWeekday: number, holidays: readonly number[] | undefined, day: number): boolean {
  return isWeekendDay(firstWeekday, day) || (holidays?.includes(day) ?? false);
}

/**
 * Identifier shared by a Saturday and the Sunday after it (a Sunday on day 0 forms a weekend on
 * its own, as does a Saturday on the last day); undefined for weekdays.
 */
export function weekendIdOf(firstWeekday: number, day: number): number | undefined {
  const w = weekdayOf(firstWeekday, day);
  if (w === 6) return Math.floor((day + 7) / 7);
  if (w === 0) return Math.floor((day - 1 + 7) / 7);
  return undefined;
}

/** Number of distinct weekend identifiers a horizon can produce (an upper bound on ids + 1). */
export function weekendSlots(days: number): number {
  return Math.floor((days + 7) / 7) + 1;
}

/** Days since the Monday of day's week (0 = Monday … 6 = Sunday). */
export function daysSinceMonday(firstWeekday: number, day: number): number {
  return (weekdayOf(firstWeekday, day) + 6) % 7;
}

/**
 * Index of the Monday–Sunday week a day falls in: 0 for the week the horizon starts in (which
 * may begin before day 0). Negative days (before the horizon) get negative weeks.
 */
export function weekOf(firstWeekday: number, day: number): number {
  return Math.floor((day + daysSinceMonday(firstWeekday, 0)) / 7);
}
