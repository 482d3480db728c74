import { localDateTime } from './ical-lines.ts';

// A VTIMEZONE (RFC 5545 §3.6.5) for an IANA zone over a span of time, built from what the
// runtime's time-zone data says: the offset at the start of the span, then one observance per
// transition inside it. Explicit observances (no RRULE) are exact for any zone's history.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset in minutes at an instant. */
export function offsetMinutes(timeZone: string, at: number): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The first minute at which the offset differs from the one at `from`, within (from, to]. */
function transitionIn(timeZone: string, from: number, to: number): number {
  const before = offsetMinutes(timeZone, from);
  let [low, high] = [from, to];
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 120_000) * 60_000;
    if (offsetMinutes(timeZone, middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** ±HHMM (§3.3.14). */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
}

/** The local date-time of an instant at an offset. */
function localAt(at: number, offset: number): string {
  const iso = new Date(at + offset * 60_000).toISOString();
  return localDateTime(iso.slice(0, 10), iso.slice(11, 16));
}

/** Daylight saving: an offset above the zone's lower one of January and July of that year. */
function isDaylight(timeZone: string, at: number, offset: number): boolean {
  const year = new Date(at).getUTCFullYear();
  return offset > Math.min(offsetMinutes(timeZone, Date.UTC(year, 0, 1)), offsetMinutes(timeZone, Date.UTC(year, 6, 1)));
}

function observance(timeZone: string, at: number, from: number, to: number): string[] {
  const kind = isDaylight(timeZone, at, to) ? 'DAYLIGHT' : 'STANDARD';
  return [`BEGIN:${kind}`, `DTSTART:${localAt(at, from)}`, `TZOFFSETFROM:${utcOffset(from)}`, `TZOFFSETTO:${utcOffset(to)}`, `END:${kind}`];
}

/** The VTIMEZONE's lines for the dates `from` to `to` (YYYY-MM-DD, inclusive, with a day's margin each side). */
export function vtimezone(timeZone: string, from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`) - DAY_MS;
  const end = Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS;
  const initial = offsetMinutes(timeZone, start);
  const lines = [...observance(timeZone, start, initial, initial)];
  // Days are stepped through; no zone changes its offset twice within a day.
  for (let day = start, offset = initial; day < end; day += DAY_MS) {
    const next = offsetMinutes(timeZone, day + DAY_MS);
    if (next === offset) continue;
    lines.push(...observance(timeZone, transitionIn(timeZone, day, day + DAY_MS), offset, next));
    offset = next;
  }
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...lines, 'END:VTIMEZONE'];
}
