import { describe, expect, it } from 'vitest';
import { contentLine, escapeText } from './ical-lines.ts';
import { toICalendar, type FeedCalendar, type FeedShift } from './ical.ts';

const shift = (date: string, start: string, end: string, fields: Partial<FeedShift> = {}): FeedShift => ({
  date,
  shift_type_id: 'st-1',
  shift_type_name: 'Early',
  start_time: start,
  end_time: end,
  generated_at: '2026-11-20T10:15:30.123Z',
  ...fields,
});
const feed = (shifts: FeedShift[], fields: Partial<FeedCalendar> = {}): FeedCalendar => ({
  organizationId: '7',
  memberId: 'm1',
  name: 'Ward 4 – my shifts',
  timeZone: 'Europe/Berlin',
  from: '2026-10-01',
  to: '2026-12-31',
  shifts,
  ...fields,
});
/** The unfolded content lines (RFC 5545 §3.1: a CRLF followed by one space is removed). */
const unfolded = (text: string) => text.replaceAll('\r\n ', '').split('\r\n').slice(0, -1);
const events = (text: string) =>
  unfolded(text)
    .join('\n')
    .split('BEGIN:VEVENT\n')
    .slice(1)
    .map((block) => block.split('\nEND:VEVENT')[0]!.split('\n'));
const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('content lines', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('Night; ward A, B \\ C\nsecond\r\nthird')).toBe('Night\\; ward A\\, B \\\\ C\\nsecond\\nthird');
  });

  it('folds at 75 octets, a continuation starting with one space, never inside a multi-byte character', () => {
    const line = `SUMMARY:${'Früh-Schicht ☀ '.repeat(12)}`;
    const folded = contentLine(line);
    const parts = folded.split('\r\n').slice(0, -1);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replaceAll('\r\n ', '')).toBe(`${line}\r\n`);
    // A line that fills the limit exactly is left whole; one octet more folds.
    expect(contentLine(`X:${'ä'.repeat(36)}a`)).toBe(`X:${'ä'.repeat(36)}a\r\n`);
    expect(contentLine(`X:${'ä'.repeat(37)}`)).toBe(`X:${'ä'.repeat(36)}\r\n ä\r\n`);
  });
});

describe('the iCalendar feed', () => {
  it('says where a shift of a location is (LOCATION), and nothing for a shift of no location', () => {
    const text = toICalendar(
      feed([shift('2026-11-02', '07:00', '15:00', { location: 'North Home, Ward 2' }), shift('2026-11-03', '07:00', '15:00')]),
    );
    const [north, nowhere] = events(text);
    expect(north).toContain('LOCATION:North Home\\, Ward 2');
    expect(nowhere!.some((line) => line.startsWith('LOCATION'))).toBe(false);
  });

  it('marks a shift on a holiday: the holiday named in DESCRIPTION, CATEGORIES:Holiday; nothing on other days', () => {
    const text = toICalendar(
      feed([shift('2026-12-25', '07:00', '15:00', { holiday: 'Christmas Day; Ward party' }), shift('2026-12-27', '07:00', '15:00')]),
    );
    const [christmas, sunday] = events(text);
    expect(christmas).toEqual(expect.arrayContaining(['DESCRIPTION:Holiday: Christmas Day\\; Ward party', 'CATEGORIES:Holiday']));
    expect(sunday!.some((line) => line.startsWith('DESCRIPTION') || line.startsWith('CATEGORIES'))).toBe(false);
  });

  it('is a VCALENDAR with CRLF line endings and the properties calendar apps need', () => {
    const text = toICalendar(feed([shift('2026-11-02', '07:00', '15:00')]));
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(unfolded(text).slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Rostra//Shift schedule//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Ward 4 – my shifts',
      'X-WR-TIMEZONE:Europe/Berlin',
    ]);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('has one VEVENT per shift: the shift type as SUMMARY, wall-clock times with the zone, the generation as DTSTAMP', () => {
    const text = toICalendar(
      feed([
        shift('2026-11-02', '07:00', '15:00'),
        shift('2026-11-03', '14:00', '22:00', { shift_type_id: 'st-2', shift_type_name: 'Late, B; \\ward' }),
      ]),
    );
    expect(events(text)).toEqual([
      [
        'UID:shift-7-m1-2026-11-02-st-1@rostra',
        'DTSTAMP:20261120T101530Z',
        'DTSTART;TZID=Europe/Berlin:20261102T070000',
        'DTEND;TZID=Europe/Berlin:20261102T150000',
        'SUMMARY:Early',
        'TRANSP:OPAQUE',
      ],
      [
        'UID:shift-7-m1-2026-11-03-st-2@rostra',
        'DTSTAMP:20261120T101530Z',
        'DTSTART;TZID=Europe/Berlin:20261103T140000',
        'DTEND;TZID=Europe/Berlin:20261103T220000',
        'SUMMARY:Late\\, B\\; \\\\ward',
        'TRANSP:OPAQUE',
      ],
    ]);
  });

  it("keeps a shift's UID when its month is generated again, and tells members, days and shift types apart", () => {
    const uid = (text: string) => events(text).map((lines) => lines[0]);
    const before = toICalendar(feed([shift('2026-11-02', '07:00', '15:00')]));
    const after = toICalendar(
      feed([shift('2026-11-02', '07:30', '15:30', { generated_at: '2026-11-25T09:00:00.000Z', shift_type_name: 'Early (new)' })]),
    );
    expect(uid(after)).toEqual(uid(before));
    const others = [
      toICalendar(feed([shift('2026-11-02', '07:00', '15:00')], { memberId: 'm2' })),
      toICalendar(feed([shift('2026-11-02', '07:00', '15:00')], { organizationId: '8' })),
      toICalendar(feed([shift('2026-11-03', '07:00', '15:00')])),
      toICalendar(feed([shift('2026-11-02', '07:00', '15:00', { shift_type_id: 'st-2' })])),
    ];
    expect(new Set([...others.map(uid).flat(), ...uid(before)]).size).toBe(5);
  });

  it('ends a night shift on the next morning, across a month and a year boundary', () => {
    const text = toICalendar(
      feed([shift('2026-11-30', '22:00', '06:00'), shift('2026-12-31', '23:00', '07:00'), shift('2026-12-05', '08:00', '08:00')]),
    );
    expect(events(text).map((lines) => lines.filter((line) => line.startsWith('DTSTART') || line.startsWith('DTEND')))).toEqual([
      ['DTSTART;TZID=Europe/Berlin:20261130T220000', 'DTEND;TZID=Europe/Berlin:20261201T060000'],
      ['DTSTART;TZID=Europe/Berlin:20261231T230000', 'DTEND;TZID=Europe/Berlin:20270101T070000'],
      // 24 hours: the same time the next day.
      ['DTSTART;TZID=Europe/Berlin:20261205T080000', 'DTEND;TZID=Europe/Berlin:20261206T080000'],
    ]);
  });

  it('describes the zone with its DST changes, so the night of 25 October in Berlin keeps its wall-clock times', () => {
    const text = toICalendar(feed([shift('2026-10-24', '22:00', '06:00')], { from: '2026-10-01', to: '2027-03-31' }));
    const zone = unfolded(text).join('\n').split('BEGIN:VTIMEZONE\n')[1]!.split('\nEND:VTIMEZONE')[0];
    expect(zone).toBe(
      [
        'TZID:Europe/Berlin',
        'BEGIN:DAYLIGHT',
        'DTSTART:20260930T020000',
        'TZOFFSETFROM:+0200',
        'TZOFFSETTO:+0200',
        'END:DAYLIGHT',
        // 01:00 UTC: clocks go back from 03:00 to 02:00 summer time, and forward from 02:00 to 03:00 in March.
        'BEGIN:STANDARD',
        'DTSTART:20261025T030000',
        'TZOFFSETFROM:+0200',
        'TZOFFSETTO:+0100',
        'END:STANDARD',
        'BEGIN:DAYLIGHT',
        'DTSTART:20270328T020000',
        'TZOFFSETFROM:+0100',
        'TZOFFSETTO:+0200',
        'END:DAYLIGHT',
      ].join('\n'),
    );
    expect(events(text)[0]).toContain('DTSTART;TZID=Europe/Berlin:20261024T220000');
    expect(events(text)[0]).toContain('DTEND;TZID=Europe/Berlin:20261025T060000');
  });

  it('describes a zone without DST by its one offset', () => {
    const text = toICalendar(feed([], { timeZone: 'Asia/Kolkata' }));
    expect(unfolded(text).join('\n')).toContain(
      'TZID:Asia/Kolkata\nBEGIN:STANDARD\nDTSTART:20260930T053000\nTZOFFSETFROM:+0530\nTZOFFSETTO:+0530\nEND:STANDARD\nEND:VTIMEZONE',
    );
  });
});
