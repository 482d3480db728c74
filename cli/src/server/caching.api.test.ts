import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ShiftTypeSnapshot } from '@rostra/contracts';
import { MIN_POSITION_HEADER, POSITION_HEADER } from '@rostra/platform';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/api-client.ts';
import { addMember, createOrganization, signedUp, type SignedIn } from '../testing/organization.ts';
import { rawGet } from '../testing/raw-http.ts';
import { appendToMonth, generated, type Month } from '../testing/schedules.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Answers that travel light (issue 23 §5): compressed when the client accepts it, revalidated
// with ETag/If-None-Match, and the web's hashed assets cached for good.

const webDist = mkdtempSync(join(tmpdir(), 'rostra-web-'));
const HASHED = 'assets/index-B7x_q2Zk.js';
const script = `export const rows = [${Array.from({ length: 400 }, (_, index) => `"row ${index}"`).join(', ')}];\n`;
let server: TestServer;
let root: ApiClient;
let ada: SignedIn;
let bo: SignedIn & { memberId: string };
let org: string;
let adaId: string;
let api: (path: string) => string;
let calendarPath: string;
const december = (): Month => ({ organizationId: org, year: 2026, month: 12 });

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), `<!doctype html><title>Rostra</title><script type="module" src="/${HASHED}"></script>`);
  writeFileSync(join(webDist, HASHED), script);
  writeFileSync(join(webDist, `${HASHED}.map`), '{"version":3}');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com', WEB_DIST: webDist });
  api = (path) => `${server.url}/api${path}`;
  root = new ApiClient(server.url);
  await root.signUp('root@example.com');
});
// Each test has its own organization and users.
let tests = 0;
beforeEach(async () => {
  tests += 1;
  ada = await signedUp(root, `ada.t${tests}@example.com`, 'Ada');
  org = await createOrganization(root, ada);
  bo = await addMember(ada, org, `bo.t${tests}@example.com`);
  const day = (await ada.post(`/organizations/${org}/shift-types`, { name: 'Day', start_time: '07:00' })).body.id as string;
  const shiftTypes: ShiftTypeSnapshot[] = [{ id: day, name: 'Day', start_time: '07:00', duration_hours: 8, position_labels: {} }];
  adaId = (await ada.get(`/organizations/${org}/members`)).body.members.find((member: { email: string }) => member.email === ada.email)
    .id as string;
  // Bo works every day, Ada the first week.
  const shifts = Array.from({ length: 31 }, (_, index): [string, string, string, number] => [
    `2026-12-${String(index + 1).padStart(2, '0')}`,
    day,
    bo.memberId,
    1,
  ]);
  for (let date = 1; date <= 7; date++) shifts.push([`2026-12-0${date}`, day, adaId, 2]);
  await appendToMonth(server, december(), generated(december(), { shiftTypes, shifts }));
  calendarPath = `/organizations/${org}/schedules/calendar?year=2026&month=12`;
});
afterAll(async () => {
  await server.stop();
  rmSync(webDist, { recursive: true, force: true });
});

const as = (client: ApiClient, headers: Record<string, string> = {}) => ({ authorization: `Bearer ${client.token}`, ...headers });

describe('compression', () => {
  it('sends the calendar with brotli or gzip when the client accepts it, and as it is otherwise', async () => {
    const plain = await rawGet(api(calendarPath), as(ada));
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const calendar = JSON.parse(plain.text());
    expect(calendar).toMatchObject({ organization_id: org, year: 2026, month: 12 });
    expect(calendar.days[0].shifts[0].assigned_employees).toMatchObject([
      { id: bo.memberId, name: bo.email, position: 1 },
      { name: 'Ada', position: 2 },
    ]);

    for (const [accept, coding] of [
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip, br;q=0', 'gzip'],
    ] as const) {
      const compressed = await rawGet(api(calendarPath), as(ada, { 'accept-encoding': accept }));
      expect(compressed.headers['content-encoding'], accept).toBe(coding);
      expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
      expect(JSON.parse(compressed.text())).toEqual(calendar);
    }
    for (const accept of ['identity', 'gzip;q=0, br;q=0']) {
      const refused = await rawGet(api(calendarPath), as(ada, { 'accept-encoding': accept }));
      expect(refused.headers['content-encoding'], accept).toBeUndefined();
      expect(refused.body).toEqual(plain.body);
    }
  });

  it("compresses other JSON reads and the web app's assets the same way", async () => {
    // Answers under 1 KiB go as they are: compressing them saves nothing worth the time.
    for (let index = 1; index <= 8; index++)
      await ada.post(`/organizations/${org}/invitations`, { email: `guest${index}@example.com`, is_employee: true });
    const members = await rawGet(
      api(`/organizations/${org}/members`),
      as(ada, { 'accept-encoding': 'gzip', [MIN_POSITION_HEADER]: String(await server.running.stores.events.headPosition()) }),
    );
    expect(members.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(members.text()).members).toHaveLength(10);
    expect((await rawGet(api(`/organizations/${org}/members`), as(ada))).headers['content-encoding']).toBeUndefined();

    const asset = await rawGet(`${server.url}/${HASHED}`, { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.text()).toBe(script);
    expect((await rawGet(`${server.url}/${HASHED}`)).body.toString()).toBe(script);
  });
});

describe('conditional GETs', () => {
  it('answers 304 without a body when If-None-Match names the calendar the client has', async () => {
    const first = await rawGet(api(calendarPath), as(bo, { 'accept-encoding': 'gzip' }));
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await rawGet(api(calendarPath), as(bo, { 'accept-encoding': 'gzip', 'if-none-match': etag }));
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // Every coding of the same calendar has the same (weak) validator.
    expect((await rawGet(api(calendarPath), as(bo, { 'if-none-match': etag }))).status).toBe(304);
    expect((await rawGet(api(calendarPath), as(bo, { 'if-none-match': 'W/"something else"' }))).status).toBe(200);
  });

  it('gives the calendar a new ETag as soon as a write changes it, and the same one otherwise', async () => {
    const before = await rawGet(api(calendarPath), as(ada));
    const etag = before.headers.etag!;
    // A write the calendar does not show leaves it as it was.
    expect((await ada.post(`/organizations/${org}/shift-types`, { name: 'Late', start_time: '15:00' })).status).toBe(201);
    expect((await ada.get(calendarPath)).headers.get('etag')).toBe(etag);

    const renamed = await ada.put(`/organizations/${org}/members/${bo.memberId}/name`, { first_name: 'Bo', last_name: 'Berg' });
    expect(renamed.status).toBe(200);
    // The writer's next read waits for its write, then finds the calendar changed.
    const after = await rawGet(
      api(calendarPath),
      as(ada, { [MIN_POSITION_HEADER]: renamed.headers.get(POSITION_HEADER)!, 'if-none-match': etag }),
    );
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(JSON.parse(after.text()).days[0].shifts[0].assigned_employees[0]).toEqual({ id: bo.memberId, name: 'Berg', position: 1 });
    expect((await rawGet(api(calendarPath), as(ada, { 'if-none-match': after.headers.etag! }))).status).toBe(304);
  });

  it('gives a month a new ETag when it is generated again', async () => {
    const january: Month = { organizationId: org, year: 2027, month: 1 };
    const path = api(`/organizations/${org}/schedules/calendar?year=2027&month=1`);
    const empty = await rawGet(path, as(ada));
    const shiftTypes = [{ id: 'day', name: 'Day', start_time: '07:00', duration_hours: 8, position_labels: {} }];
    const required = {
      date: '2027-01-04',
      shift_type_id: 'day',
      required_count: 1,
      assigned_count: 1,
      status: 'fully-staffed' as const,
      reasons: [],
    };
    await appendToMonth(
      server,
      january,
      generated(january, { shiftTypes, shifts: [['2027-01-04', 'day', bo.memberId, 1]], coverage: [required] }),
    );
    const generatedMonth = await rawGet(path, as(ada, { 'if-none-match': empty.headers.etag! }));
    expect(generatedMonth.status).toBe(200);
    expect(JSON.parse(generatedMonth.text()).days[3].shifts).toMatchObject([
      { shift_type_name: 'Day', assigned_employees: [{ id: bo.memberId }] },
    ]);
  });

  it("keeps personal calendars apart from the organization's and from each other", async () => {
    const month = '?year=2026&month=12';
    const whole = await rawGet(api(`/organizations/${org}/schedules/calendar${month}`), as(ada));
    const adas = await rawGet(api(`/organizations/${org}/my-schedule/calendar${month}`), as(ada));
    const bos = await rawGet(api(`/organizations/${org}/my-schedule/calendar${month}`), as(bo));
    const workdays = (answer: { text(): string }) =>
      JSON.parse(answer.text()).days.filter((day: { shifts: [] }) => day.shifts.length).length;
    expect([workdays(whole), workdays(adas), workdays(bos)]).toEqual([31, 7, 31]);
    expect(adas.headers.etag).not.toBe(whole.headers.etag);
    expect(adas.headers.etag).not.toBe(bos.headers.etag);
    const adasAsAdmin = await rawGet(api(`/organizations/${org}/employees/${adaId}/schedule/calendar${month}`), as(ada));
    expect(adasAsAdmin.headers.etag).toBe(adas.headers.etag);
    expect(adasAsAdmin.body).toEqual(adas.body);
    expect((await rawGet(api(`/organizations/${org}/employees/nobody/schedule/calendar${month}`), as(ada))).status).toBe(404);
  });

  it('answers other reads 304 when unchanged, and 200 with the new content after a write', async () => {
    const members = api(`/organizations/${org}/members`);
    const first = await rawGet(members, as(ada));
    const etag = first.headers.etag!;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await rawGet(members, as(ada, { 'if-none-match': etag }))).status).toBe(304);
    const renamed = await ada.put(`/organizations/${org}/members/${bo.memberId}/name`, { first_name: 'Bodil', last_name: 'Berg' });
    const after = await rawGet(members, as(ada, { [MIN_POSITION_HEADER]: renamed.headers.get(POSITION_HEADER)!, 'if-none-match': etag }));
    expect(after.status).toBe(200);
    expect(JSON.parse(after.text()).members.find((member: { id: string }) => member.id === bo.memberId)).toMatchObject({
      first_name: 'Bodil',
      last_name: 'Berg',
    });
  });
});

describe("the web app's caching", () => {
  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    for (const path of [HASHED, `${HASHED}.map`]) {
      const asset = await rawGet(`${server.url}/${path}`);
      expect(asset.status, path).toBe(200);
      expect(asset.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/', '/organizations/1/schedule', '/favicon.svg']) {
      const answer = await rawGet(`${server.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
    expect((await rawGet(`${server.url}/organizations/1/schedule`)).text()).toContain(HASHED);
  });
});
