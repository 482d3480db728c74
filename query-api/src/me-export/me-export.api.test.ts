import { DEFAULT_EMAIL_SETTINGS, type PersonalDataExport } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { publishedLateDecember } from '@rostra/cli/testing/late-december';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';
import { TRADES_TODAY } from '@rostra/cli/testing/trades-december';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';
import { EXPORTS_PER_HOUR } from './routes.ts';

const w = schedulingWorld();
const { path } = w;
let late: string;

/**
 * Bo saved preferences (then changed them), asked for a vacation, was recorded absent, works the
 * Lates of the 2nd and 4th of a published December and offered the 4th's to Cy. Cy has data of her
 * own on every count, which Bo's export must never hold.
 */
beforeEach(async () => {
  w.clock.offset = Date.parse(TRADES_TODAY) - Date.now();
  late = await publishedLateDecember(
    w,
    [{ date: '2026-12-02', required: 2, assigned: 2 }],
    [
      ['2026-12-02', w.bo.memberId, 1],
      ['2026-12-02', w.cy.memberId, 2],
      ['2026-12-04', w.bo.memberId, 1],
    ],
  );
  const steps = [
    await w.bo.post(path('/my-preferences'), { max_consecutive_days: 5, reason: 'Evenings suit me' }),
    await w.bo.put(path('/my-preferences'), { max_consecutive_days: 4 }),
    await w.cy.post(path('/my-preferences'), { max_consecutive_days: 3, reason: 'Cy-only note' }),
    await w.bo.post(path('/my-vacation-requests'), { start_date: '2027-01-10', end_date: '2027-01-12', request_notes: 'Family visit' }),
    await w.cy.post(path('/my-vacation-requests'), { start_date: '2027-01-20', end_date: '2027-01-21', request_notes: 'Cy-only trip' }),
    await w.ada.post(path('/absences'), { member_id: w.bo.memberId, from: '2026-12-09', to: '2026-12-10', reason: 'Surgery' }),
    await w.ada.post(path('/absences'), { member_id: w.cy.memberId, from: '2026-12-11', to: '2026-12-11', reason: 'Cy-only flu' }),
    await w.bo.post(path('/schedules/2026/12/trades'), { give: { date: '2026-12-04', shift_type_id: late }, to_member_id: w.cy.memberId }),
    await w.ada.put(path(`/members/${w.bo.memberId}/role`), { is_admin: true, is_employee: true }),
  ];
  for (const step of steps) expect(step.status, JSON.stringify(step.body)).toBeLessThan(300);
  await readModelsCaughtUp(w.server);
});

const exported = async () => {
  const response = await w.bo.get<PersonalDataExport>('/me/export');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

describe('GET /me/export', () => {
  it("answers the person's profile, memberships with their roles over time, and sessions", async () => {
    const data = await exported();
    expect(data.profile).toMatchObject({ id: w.bo.id, email: w.address('bo') });
    expect(data.organizations).toHaveLength(1);
    const [ward] = data.organizations;
    expect(ward).toMatchObject({ organization_id: w.org, organization_name: 'Ward 4', member_id: w.bo.memberId, is_admin: true });
    expect(ward!.role_history.map(({ change, is_admin }) => [change, is_admin])).toEqual([
      ['joined', false],
      ['roles_changed', true],
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).toMatchObject({ revoked: false });
    // The publication told Bo; the offer he made told Cy, not him.
    expect(data.notifications.map((notification) => [notification.type, notification.organization_id])).toEqual([
      ['schedule_published', w.org],
    ]);
    expect(data.notification_settings).toEqual(DEFAULT_EMAIL_SETTINGS);
  });

  it('holds their preferences with history, vacation requests, absences, published shifts and trades', async () => {
    const [ward] = (await exported()).organizations;
    expect(ward!.preferences?.employee_requested).toMatchObject({ max_consecutive_days: 4, reason: 'Evenings suit me' });
    expect(ward!.preference_history.map((entry) => entry.member_id)).toEqual([w.bo.memberId, w.bo.memberId]);
    expect(ward!.vacation_requests).toEqual([
      expect.objectContaining({ member_id: w.bo.memberId, start_date: '2027-01-10', request_notes: 'Family visit', status: 'pending' }),
    ]);
    expect(ward!.absences).toEqual([expect.objectContaining({ from: '2026-12-09', to: '2026-12-10', reason: 'Surgery' })]);
    expect(ward!.shifts).toEqual([
      { date: '2026-12-02', shift_type_id: late, shift_type_name: 'Late', start_time: '14:00', duration_hours: 8, absent: null },
      { date: '2026-12-04', shift_type_id: late, shift_type_name: 'Late', start_time: '14:00', duration_hours: 8, absent: null },
    ]);
    expect(ward!.trades).toEqual([
      expect.objectContaining({
        status: 'open',
        give: { date: '2026-12-04', shift_type_id: late, member_id: w.bo.memberId },
        to_member_id: w.cy.memberId,
      }),
    ]);
  });

  it("never holds another person's data", async () => {
    const text = JSON.stringify(await exported());
    for (const marker of ['Cy-only note', 'Cy-only trip', 'Cy-only flu', w.address('cy'), w.cy.id]) expect(text).not.toContain(marker);
    const cys = (await w.cy.get<PersonalDataExport>('/me/export')).body;
    expect(cys.organizations[0]!.absences.map((absence) => absence.reason)).toEqual(['Cy-only flu']);
    expect(JSON.stringify(cys)).not.toContain('Surgery');
  });

  it('lists an organization the person left, with their roles and dates, and what the read models still hold there', async () => {
    const removed = await w.ada.delete(path(`/users/${w.cy.id}`));
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await readModelsCaughtUp(w.server);
    const { organizations } = (await w.cy.get<PersonalDataExport>('/me/export')).body;
    expect(organizations).toHaveLength(1);
    const [ward] = organizations;
    expect(ward).toMatchObject({
      organization_id: w.org,
      organization_name: 'Ward 4',
      member_id: w.cy.memberId,
      is_admin: false,
      is_employee: false,
    });
    expect(ward!.role_history.map(({ change, is_admin, is_employee }) => [change, is_admin, is_employee])).toEqual([
      ['joined', false, true],
      ['removed', false, true],
    ]);
    expect(ward!.left_at).toBe(ward!.role_history[1]!.at);
    expect(ward!.absences.map((absence) => absence.reason)).toEqual(['Cy-only flu']);
    expect(ward!.vacation_requests.map((request) => request.request_notes)).toEqual(['Cy-only trip']);
    expect(ward!.shifts.map((shift) => [shift.date, shift.absent])).toEqual([['2026-12-02', 'removed']]);
    // Bo, still a member, is told when he would have left: never.
    expect((await exported()).organizations[0]!.left_at).toBeNull();
  });

  it('is a file to save with ?download=1, and refuses anyone not signed in', async () => {
    const file = await w.bo.get('/me/export?download=1');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="rostra-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect((await w.bo.get('/me/export')).headers.get('content-disposition')).toBeNull();
    expect((await w.bo.get('/me/export?download=yes')).status).toBe(400);
    expect((await w.root.get('/me/export')).status).toBe(200);
    const anonymous = await fetch(`${w.server.url}/api/me/export`);
    expect(anonymous.status).toBe(401);
  });

  it(`answers a person ${EXPORTS_PER_HOUR} times an hour, then 429 with when to come back, never slowing anyone else`, async () => {
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await w.cy.get('/me/export')).status).toBe(200);
    const refused = await w.cy.get('/me/export');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe('Too many data exports. Please try again in 60 minutes.');
    // The window runs from the first export, moments ago on the server's real clock.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await w.bo.get('/me/export')).status).toBe(200);
    w.clock.offset += 60 * 60_000;
    expect((await w.cy.get('/me/export')).status).toBe(200);
  });
});
