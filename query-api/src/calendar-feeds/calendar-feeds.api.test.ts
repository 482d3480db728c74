import { monthKey, todayIn, type ShiftCoverageRecord, type ShiftTypeSnapshot } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { addMember, type SignedIn } from '@rostra/cli/testing/organization';
import { appendToMonth, generated, type Month } from '@rostra/cli/testing/schedules';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';
import { organizationWorld } from '@rostra/cli/testing/organization-world';

// Personal calendar feeds and the month's CSV export (docs/api/calendar-feeds-and-export.md).

const world = organizationWorld();
const ZONE = 'Europe/Berlin';
let ada: SignedIn;
let bo: SignedIn & { memberId: string };
let cy: SignedIn & { memberId: string };
let org: string;
let early: string;
let night: string;
/** This month in the organization's zone, and months outside the feed's window. */
let current: Month;
let farAhead: Month;

const shiftTypes = (): ShiftTypeSnapshot[] => [
  { id: early, name: 'Early, "A"', start_time: '06:00', duration_hours: 8, position_labels: {} },
  { id: night, name: 'Night', start_time: '22:00', duration_hours: 8, position_labels: {} },
];
const cover = (date: string, shift_type_id: string, count: number): ShiftCoverageRecord => ({
  date,
  shift_type_id,
  required_count: count,
  assigned_count: count,
  reasons: [],
  status: 'fully-staffed',
});
const dateIn = ({ year, month }: Month, day: number) => `${monthKey(year, month)}-${String(day).padStart(2, '0')}`;
const monthAfter = ({ organizationId, year, month }: Month, months: number): Month => {
  const index = year * 12 + month - 1 + months;
  return { organizationId, year: Math.floor(index / 12), month: (index % 12) + 1 };
};
/** Ada adds one of the organization's own holidays (no region is set, so it is the only one). */
const markHoliday = async (date: string, name: string) => {
  expect((await ada.post(`/organizations/${org}/holidays`, { date, name })).status).toBe(201);
};
const feedPath = () => `/organizations/${org}/my-calendar-feed`;
/** Bo asks for his feed: its secret URL. */
const bosFeed = async (): Promise<string> => (await bo.post(feedPath())).body.url;
/** An anonymous GET, as a phone's calendar app makes it. */
const fetchAnonymously = async (url: string) => {
  await readModelsCaughtUp(world.server);
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};
const fetchCsv = async (client: SignedIn, path: string) => {
  const response = await fetch(`${world.server.url}/api${path}`, { headers: { authorization: `Bearer ${client.token}` } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    text: await response.text(),
  };
};

beforeEach(async () => {
  ada = await world.user('ada');
  org = String(await world.organizationOf(ada, 'Ward 4', { time_zone: ZONE }));
  bo = await addMember(ada, org, world.address('bo'));
  cy = await addMember(ada, org, world.address('cy'));
  await ada.put(`/organizations/${org}/settings`, { name_display_format: 'first_last' });
  await ada.put(`/organizations/${org}/members/${bo.memberId}/name`, { first_name: 'Bo', last_name: 'Berg, Jr.' });
  early = (await ada.post(`/organizations/${org}/shift-types`, { name: 'Early', start_time: '06:00' })).body.id;
  night = (await ada.post(`/organizations/${org}/shift-types`, { name: 'Night', start_time: '22:00' })).body.id;
  const today = todayIn(ZONE, new Date());
  current = { organizationId: org, year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  farAhead = monthAfter(current, 3);
  const names = { [bo.memberId]: 'bo', [cy.memberId]: 'cy' };
  await appendToMonth(
    world.server,
    current,
    generated(current, {
      shiftTypes: shiftTypes(),
      memberNames: names,
      shifts: [
        [dateIn(current, 10), early, bo.memberId, 1],
        [dateIn(current, 10), early, cy.memberId, 2],
        [dateIn(current, 11), night, bo.memberId, 1],
        [dateIn(current, 12), night, cy.memberId, 1],
      ],
      coverage: [cover(dateIn(current, 10), early, 2), cover(dateIn(current, 11), night, 1), cover(dateIn(current, 12), night, 1)],
    }),
  );
  await appendToMonth(
    world.server,
    farAhead,
    generated(farAhead, {
      shiftTypes: shiftTypes(),
      memberNames: names,
      shifts: [[dateIn(farAhead, 3), early, bo.memberId, 1]],
      coverage: [cover(dateIn(farAhead, 3), early, 1)],
    }),
  );
});

describe('my calendar feed', () => {
  it('says where each shift is: LOCATION, the name of its shift type’s location', async () => {
    const north = (await ada.post(`/organizations/${org}/locations`, { name: 'North, Ward 2' })).body.id;
    await ada.put(`/organizations/${org}/shift-types/${night}`, { location_id: north });
    const unfolded = (await fetchAnonymously(await bosFeed())).text.replaceAll('\r\n ', '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    const nights = events.filter((event) => event.includes('SUMMARY:Night'));
    expect(nights.length).toBeGreaterThan(0);
    for (const event of nights) expect(event).toContain('LOCATION:North\\, Ward 2\r\n');
    for (const event of events.filter((event) => !event.includes('SUMMARY:Night'))) expect(event).not.toContain('LOCATION');
  });

  it('marks a shift on one of the organization’s holidays: DESCRIPTION names it, CATEGORIES:Holiday', async () => {
    await markHoliday(dateIn(current, 11), 'Ward day');
    const unfolded = (await fetchAnonymously(await bosFeed())).text.replaceAll('\r\n ', '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    const onHoliday = events.filter((event) => event.includes(`DTSTART;TZID=${ZONE}:${dateIn(current, 11).replaceAll('-', '')}`));
    expect(onHoliday).toHaveLength(1);
    expect(onHoliday[0]).toContain('DESCRIPTION:Holiday: Ward day\r\nCATEGORIES:Holiday\r\n');
    for (const event of events.filter((event) => event !== onHoliday[0])) expect(event).not.toMatch(/DESCRIPTION|CATEGORIES/);
  });

  it('does not exist until the member asks for one', async () => {
    expect(await bo.get(feedPath())).toMatchObject({ status: 404, body: { detail: 'You have no calendar feed: create one first' } });
  });

  it('gives the member a secret URL, shown again on every GET', async () => {
    const created = await bo.post(feedPath());
    expect(created.status).toBe(201);
    expect(created.body.url).toMatch(new RegExp(`^${world.server.url}/api/calendar-feeds/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await bo.get(feedPath())).toMatchObject({ status: 200, body: { url: created.body.url } });
    // Each member has their own.
    const cys = await cy.post(feedPath());
    expect(cys.body.url).not.toBe(created.body.url);
  });

  it("answers without sign-in: the member's shifts of last month to the month after next, in the organization's zone", async () => {
    const feed = await fetchAnonymously(await bosFeed());
    expect(feed).toMatchObject({ status: 200, type: 'text/calendar; charset=utf-8' });
    expect(feed.text).toMatch(
      /^BEGIN:VCALENDAR\r\nPRODID:[^\r\n]+\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:Ward 4 – my shifts\r\n/,
    );
    expect(feed.text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${ZONE}\r\n`);
    const unfolded = feed.text.replaceAll('\r\n ', '');
    const starts = [...unfolded.matchAll(/\r\nDTSTART;TZID=Europe\/Berlin:(\d{8}T\d{6})\r\nDTEND;TZID=Europe\/Berlin:(\d{8}T\d{6})/g)].map(
      (match) => [match[1], match[2]],
    );
    const compact = (date: string) => date.replaceAll('-', '');
    expect(starts).toEqual([
      [`${compact(dateIn(current, 10))}T060000`, `${compact(dateIn(current, 10))}T140000`],
      [`${compact(dateIn(current, 11))}T220000`, `${compact(dateIn(current, 12))}T060000`],
    ]);
    expect(unfolded).toContain('SUMMARY:Early\\, "A"\r\n');
    expect(unfolded).toContain(`UID:shift-${org}-${bo.memberId}-${dateIn(current, 10)}-${early}@rostra\r\n`);
  });

  it('is closed to members of other organizations and to outsiders', async () => {
    const outsider = await world.user('outsider');
    await world.organizationOf(outsider, 'Ward 9');
    expect((await outsider.get(feedPath())).status).toBe(403);
    expect((await outsider.post(feedPath())).status).toBe(403);
    expect((await outsider.delete(feedPath())).status).toBe(403);
    expect((await world.root.fresh().get(feedPath())).status).toBe(401);
  });

  it('answers 404 for a URL nobody was given', async () => {
    const forged = (await bosFeed()).replace(/[A-Za-z0-9_-]{43}\.ics$/, `${'A'.repeat(43)}.ics`);
    expect(await fetchAnonymously(forged)).toMatchObject({ status: 404, text: JSON.stringify({ detail: 'Calendar feed not found' }) });
  });

  it('gives a new URL when the member asks again, and the old one answers 404', async () => {
    const old = await bosFeed();
    const renewed = await bo.post(feedPath());
    expect(renewed.status).toBe(201);
    expect(renewed.body.url).not.toBe(old);
    expect((await fetchAnonymously(old)).status).toBe(404);
    expect((await fetchAnonymously(renewed.body.url)).status).toBe(200);
    expect(await bo.get(feedPath())).toMatchObject({ status: 200, body: { url: renewed.body.url } });
  });

  it('stops answering once revoked; revoking twice says there is nothing to revoke', async () => {
    const url = await bosFeed();
    expect((await bo.delete(feedPath())).status).toBe(204);
    expect((await fetchAnonymously(url)).status).toBe(404);
    expect((await bo.get(feedPath())).status).toBe(404);
    expect(await bo.delete(feedPath())).toMatchObject({ status: 404, body: { detail: 'You have no calendar feed: create one first' } });
  });

  it('stops answering when its member leaves the organization', async () => {
    const dee = await addMember(ada, org, world.address('dee'));
    const { url } = (await dee.post(feedPath())).body;
    expect((await fetchAnonymously(url)).status).toBe(200);
    expect((await ada.delete(`/organizations/${org}/users/${dee.id}`)).status).toBe(200);
    expect((await fetchAnonymously(url)).status).toBe(404);
  });
});

describe('the month as CSV', () => {
  const exportPath = (month: Month) => `/organizations/${org}/schedules/${month.year}/${month.month}/export.csv`;

  it('downloads one row per assignment with a header row, quoted where needed, for admins', async () => {
    const answer = await fetchCsv(ada, exportPath(current));
    expect(answer).toMatchObject({
      status: 200,
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename=schedule-${org}-${monthKey(current.year, current.month)}-published.csv`,
    });
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    const [day10, day11, day12] = [10, 11, 12].map((day) => dateIn(current, day)) as [string, string, string];
    expect(answer.text).toBe(
      'date,weekday,shift_type,start_time,end_time,member_name,email,holiday\r\n' +
        `${day10},${weekday(day10)},"Early, ""A""",06:00,14:00,"Bo Berg, Jr.",${bo.email},\r\n` +
        `${day10},${weekday(day10)},"Early, ""A""",06:00,14:00,${cy.email},${cy.email},\r\n` +
        `${day11},${weekday(day11)},Night,22:00,06:00,"Bo Berg, Jr.",${bo.email},\r\n` +
        `${day12},${weekday(day12)},Night,22:00,06:00,${cy.email},${cy.email},\r\n`,
    );
  });

  it('names the organization’s holiday on the rows of its day', async () => {
    await markHoliday(dateIn(current, 11), 'Ward day, open house');
    const rows = (await fetchCsv(ada, exportPath(current))).text.split('\r\n').slice(1, -1);
    expect(rows.map((row) => [row.slice(0, 10), row.endsWith(',"Ward day, open house"')])).toEqual([
      [dateIn(current, 10), false],
      [dateIn(current, 10), false],
      [dateIn(current, 11), true],
      [dateIn(current, 12), false],
    ]);
  });

  it('keeps one location’s shifts with ?location_id=, and refuses an unknown location', async () => {
    const north = (await ada.post(`/organizations/${org}/locations`, { name: 'North' })).body.id;
    await ada.put(`/organizations/${org}/shift-types/${night}`, { location_id: north });
    const answer = await fetchCsv(ada, `${exportPath(current)}?location_id=${north}`);
    const [day11, day12] = [11, 12].map((day) => dateIn(current, day)) as [string, string];
    expect(answer.text.split('\r\n').map((line) => line.split(',')[0])).toEqual(['date', day11, day12, '']);
    expect((await fetchCsv(ada, `${exportPath(current)}?location_id=elsewhere`)).status).toBe(404);
  });

  it('exports the draft when asked, the published version by default, and names the version in the file name', async () => {
    const day12 = dateIn(current, 12);
    const edit = { date: day12, shift_type_id: night, member_id: cy.memberId, action: 'unassign' };
    expect((await ada.put(`/organizations/${org}/schedules/${current.year}/${current.month}/assignments`, edit)).status).toBe(200);
    const [published, draft] = [await fetchCsv(ada, exportPath(current)), await fetchCsv(ada, `${exportPath(current)}?version=draft`)];
    expect(published.text).toContain(`${day12},`);
    expect(draft.text).not.toContain(`${day12},`);
    expect(draft.disposition).toBe(`attachment; filename=schedule-${org}-${monthKey(current.year, current.month)}-draft.csv`);
    expect(await fetchCsv(ada, `${exportPath(current)}?version=final`)).toMatchObject({
      status: 400,
      text: JSON.stringify({ detail: 'version: must be "draft" or "published"' }),
    });
  });

  it('is a header row alone for a month without a schedule', async () => {
    expect((await fetchCsv(ada, exportPath(monthAfter(current, 1)))).text).toBe(
      'date,weekday,shift_type,start_time,end_time,member_name,email,holiday\r\n',
    );
  });

  it('refuses employees and an invalid month', async () => {
    expect(await fetchCsv(bo, exportPath(current))).toMatchObject({
      status: 403,
      text: JSON.stringify({ detail: 'Only administrators of this organization can do this' }),
    });
    expect((await fetchCsv(ada, `/organizations/${org}/schedules/2026/13/export.csv`)).status).toBe(400);
  });
});
