import { contentLine, escapeText, localDateTime, utcDateTime } from './ical-lines.ts';
import { vtimezone } from './vtimezone.ts';

/** One shift of the member, as its month's calendar gives it (wall-clock times in the organization's zone). */
export interface FeedShift {
  date: string;
  shift_type_id: string;
  shift_type_name: string;
  start_time: string;
  end_time: string;
  /** When its month's schedule was generated: the event's DTSTAMP. */
  generated_at: string;
  /** The name of the location its shift type is at (the event's LOCATION); none: no location. */
  location?: string | null;
  /** The name of the organization's holiday on the shift's day (DESCRIPTION and CATEGORIES); none: no holiday. */
  holiday?: string | null;
}

export interface FeedCalendar {
  organizationId: string;
  memberId: string;
  /** X-WR-CALNAME: what a calendar app lists the subscription as. */
  name: string;
  /** The organization's IANA zone: the VTIMEZONE and every DTSTART/DTEND's TZID. */
  timeZone: string;
  /** The dates the feed covers (YYYY-MM-DD, inclusive). */
  from: string;
  to: string;
  shifts: readonly FeedShift[];
}

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The shift's UID: the same shift of the same member on the same day keeps it across
 * regenerations and edits, so calendar apps update the event instead of adding another.
 */
export function shiftUid(organizationId: string, memberId: string, shift: Pick<FeedShift, 'date' | 'shift_type_id'>): string {
  return `shift-${organizationId}-${memberId}-${shift.date}-${shift.shift_type_id}@rostra`;
}

function vevent(feed: FeedCalendar, shift: FeedShift): string[] {
  // An end at or before the start is the next morning (a night shift; 24 hours ends at the same time).
  const endDate = shift.end_time <= shift.start_time ? nextDate(shift.date) : shift.date;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(shiftUid(feed.organizationId, feed.memberId, shift))}`,
    `DTSTAMP:${utcDateTime(shift.generated_at)}`,
    `DTSTART;TZID=${feed.timeZone}:${localDateTime(shift.date, shift.start_time)}`,
    `DTEND;TZID=${feed.timeZone}:${localDateTime(endDate, shift.end_time)}`,
    `SUMMARY:${escapeText(shift.shift_type_name)}`,
    ...(shift.location ? [`LOCATION:${escapeText(shift.location)}`] : []),
    // Calendar apps show DESCRIPTION in the event; CATEGORIES lets them filter or colour holiday shifts.
    ...(shift.holiday ? [`DESCRIPTION:${escapeText(`Holiday: ${shift.holiday}`)}`, 'CATEGORIES:Holiday'] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The member's shifts as an iCalendar object (RFC 5545): CRLF line endings, folded at 75 octets. */
export function toICalendar(feed: FeedCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Rostra//Shift schedule//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${feed.timeZone}`,
    // Calendar apps that honour them poll hourly (RFC 7986 and its de-facto predecessor).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...vtimezone(feed.timeZone, feed.from, feed.to),
    ...feed.shifts.flatMap((shift) => vevent(feed, shift)),
    'END:VCALENDAR',
  ];
  return lines.map(contentLine).join('');
}
