// Audit filters and `as_of` take a plain date (a whole day in the organization's time zone, as
// every "day" of Rostra is) or an exact instant.

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(zone: string, at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((local - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The UTC instant at which a calendar day starts in a zone (DST-safe: the offset is checked at the result). */
export function startOfDay(date: string, zone: string): string {
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`);
  let instant = midnightUtc - offsetMinutes(zone, midnightUtc) * 60_000;
  instant = midnightUtc - offsetMinutes(zone, instant) * 60_000;
  return new Date(instant).toISOString();
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}

const isDate = (value: string) => value.length === 10;

/** Inclusive lower bound: a date starts at its first instant. */
export function fromInstant(value: string, zone: string): string {
  return isDate(value) ? startOfDay(value, zone) : new Date(value).toISOString();
}

/** Exclusive upper bound: a date includes the whole day, an instant itself. */
export function untilInstant(value: string, zone: string): string {
  return isDate(value) ? startOfDay(nextDay(value), zone) : new Date(Date.parse(value) + 1).toISOString();
}
