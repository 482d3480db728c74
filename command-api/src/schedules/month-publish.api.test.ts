import { NOT_NOTIFIED_TEXT, PUBLISH_TEXT, type CalendarResponse, type ShiftTypeSnapshot } from '@rostra/contracts';
import { ADMIN_ONLY } from '@rostra/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailsSent } from '@rostra/cli/testing/outbox';
import type { SignedIn } from '@rostra/cli/testing/organization';
import { appendDraft, generated, type Month } from '@rostra/cli/testing/schedules';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';

const w = schedulingWorld();
const { path, refused } = w;
const december = (): Month => ({ organizationId: w.org, year: 2026, month: 12 });
const publishPath = (year = 2026, month = 12) => path(`/schedules/${year}/${month}/publish`);
let day: string;
const shiftTypes = (): ShiftTypeSnapshot[] => [{ id: day, name: 'Day', start_time: '07:00', duration_hours: 8, position_labels: {} }];
const draft = (shifts: [string, string][]) =>
  appendDraft(
    w.server,
    december(),
    generated(december(), { shiftTypes: shiftTypes(), shifts: shifts.map(([date, member]) => [date, day, member, 1]) }),
  );

/** The schedule e-mails sent to one address (they leave after the answer: once the outbox has caught up). */
const mailsTo = async (email: string) =>
  (await mailsSent(w.server)).filter((eml) => new RegExp(`^To: ${email}$`, 'm').test(eml) && /^Subject: Your shifts/m.test(eml));
const calendar = async (client: SignedIn, suffix: string): Promise<CalendarResponse> => {
  const answer = await client.get(path(`${suffix}?year=2026&month=12`));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const shiftsOf = (month: CalendarResponse) =>
  month.days.flatMap((entry) =>
    entry.shifts.map((shift) => [
      entry.date,
      shift.assigned_employees.map((e) => e.id + (e.change ? `+` : '')),
      (shift.removed_employees ?? []).map((e) => e.id),
    ]),
  );

beforeEach(async () => {
  day = (await w.ada.post(path('/shift-types'), { name: 'Day', start_time: '07:00', duration_hours: 8 })).body.id;
});

/** The first draft of December: Bo on the 1st, Cy on the 2nd. */
const firstDraft = () =>
  draft([
    ['2026-12-01', w.bo.memberId],
    ['2026-12-02', w.cy.memberId],
  ]);

describe('a generated month before it is published', () => {
  it('shows admins the draft, and employees nothing of it', async () => {
    await firstDraft();
    const admins = await calendar(w.ada, '/schedules/calendar');
    expect(admins.publication).toEqual({ published_at: null, changes: 2 });
    expect(shiftsOf(admins)).toEqual([
      ['2026-12-01', [w.bo.memberId], []],
      ['2026-12-02', [w.cy.memberId], []],
    ]);
    expect(shiftsOf(await calendar(w.bo, '/my-schedule/calendar'))).toEqual([]);
    expect(shiftsOf(await calendar(w.bo, '/schedules/calendar'))).toEqual([]);
    expect((await calendar(w.bo, '/schedules/calendar')).publication).toBeUndefined();
    expect(shiftsOf(await calendar(w.ada, `/employees/${w.bo.memberId}/schedule/calendar`))).toEqual([]);
  });
});

describe('publishing a month', () => {
  it('is for admins only', async () => {
    await firstDraft();
    await refused(() => w.bo.post(publishPath(), {}), 403, ADMIN_ONLY);
  });

  it('shows employees the draft and e-mails each of them their shifts', async () => {
    await firstDraft();
    const published = await w.ada.post(publishPath(), {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toEqual({ published_at: expect.any(String), notified: 2, invited: [], not_notified: [] });
    await readModelsCaughtUp(w.server); // Bo's client has not seen Ada's publication: as his next page load would
    expect(shiftsOf(await calendar(w.bo, '/my-schedule/calendar'))).toEqual([['2026-12-01', [w.bo.memberId], []]]);
    expect((await calendar(w.ada, '/schedules/calendar')).publication).toEqual({ published_at: published.body.published_at, changes: 0 });
    const [mail] = await mailsTo(w.bo.email);
    expect(mail).toContain('Subject: Your shifts: Ward 4, December 2026');
    expect(mail).toContain('The schedule of Ward 4 for December 2026 has been published.');
    expect(mail).toContain('Your shifts in December 2026:\n- Tue 2026-12-01: Day 07:00-15:00');
    expect(await mailsTo(w.cy.email)).toHaveLength(1);
  });

  it('greets each employee by name and links to their schedule of the month in the app', async () => {
    await firstDraft();
    expect((await w.ada.post(publishPath(), {})).status).toBe(200);
    const [mail] = await mailsTo(w.bo.email);
    expect(mail).toMatch(/^Hello Bo Berg,$/m);
    expect(mail).toContain(`See your schedule: ${w.server.url}/organizations/${w.org}/my-schedule?month=2026-12`);
  });

  it('refuses to publish a draft without changes, and a month without a schedule', async () => {
    await firstDraft();
    expect((await w.ada.post(publishPath(), {})).status).toBe(200);
    await refused(() => w.ada.post(publishPath(), {}), 409, PUBLISH_TEXT.unchanged);
    await refused(() => w.ada.post(publishPath(2027, 1), {}), 404, PUBLISH_TEXT.noSchedule);
    const bad = await w.ada.post(publishPath(2026, 13), {});
    expect(bad.status).toBe(400);
  });

  it('marks what a new draft changes for admins, keeps employees on the published one, and tells only those whose shifts changed', async () => {
    await firstDraft();
    expect((await w.ada.post(publishPath(), {})).status).toBe(200);
    await draft([
      ['2026-12-03', w.bo.memberId],
      ['2026-12-02', w.cy.memberId],
    ]);
    const admins = await calendar(w.ada, '/schedules/calendar');
    expect(admins.publication).toMatchObject({ changes: 2 });
    expect(shiftsOf(admins)).toEqual([
      ['2026-12-01', [], [w.bo.memberId]],
      ['2026-12-02', [w.cy.memberId], []],
      ['2026-12-03', [`${w.bo.memberId}+`], []],
    ]);
    expect(shiftsOf(await calendar(w.bo, '/my-schedule/calendar'))).toEqual([['2026-12-01', [w.bo.memberId], []]]);

    const published = await w.ada.post(publishPath(), {});
    expect(published.body).toMatchObject({ notified: 1 });
    await readModelsCaughtUp(w.server);
    expect(shiftsOf(await calendar(w.bo, '/my-schedule/calendar'))).toEqual([['2026-12-03', [w.bo.memberId], []]]);
    expect(await mailsTo(w.cy.email)).toHaveLength(1);
    const changed = (await mailsTo(w.bo.email)).find((eml) => eml.includes('Subject: Your shifts changed: Ward 4, December 2026'))!;
    expect(changed).toContain('Shifts added:\n- Thu 2026-12-03: Day 07:00-15:00');
    expect(changed).toContain('Shifts removed:\n- Tue 2026-12-01: Day 07:00-15:00');
  });
});

describe('publishing shifts of people who have not joined', () => {
  const DAY = 86_400_000;

  it('sends invitees their shifts with their invitation link, and tells the admin who no e-mail reaches and why', async () => {
    const invite = async (name: string, fields: object) =>
      (await w.ada.post(path('/invitations'), { email: w.address(name), is_employee: true, ...fields })).body.id as string;
    const [late, gone] = await Promise.all([
      invite('gil', { first_name: 'Gil', last_name: 'Gray', expires_in_days: 1 }),
      invite('hal', { first_name: 'Hal', last_name: 'Hart' }),
    ]);
    expect((await w.ada.delete(path(`/invitations/${gone}`))).status).toBe(200);
    await draft([
      ['2026-12-01', w.bo.memberId],
      ['2026-12-02', w.pendingId],
      ['2026-12-03', late],
      ['2026-12-04', gone],
    ]);
    w.clock.offset = 2 * DAY; // Gil's invitation has expired by the publication

    const published = await w.ada.post(publishPath(), {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toEqual({
      published_at: expect.any(String),
      notified: 2,
      invited: [{ member_id: w.pendingId, name: 'Eve Ek' }],
      not_notified: expect.arrayContaining([
        { member_id: late, name: 'Gil Gray', reason: 'invitation_expired', detail: NOT_NOTIFIED_TEXT.invitation_expired },
        { member_id: gone, name: 'Hal Hart', reason: 'invitation_cancelled', detail: NOT_NOTIFIED_TEXT.invitation_cancelled },
      ]),
    });
    expect(published.body.not_notified).toHaveLength(2);

    const members = (await w.ada.get(path('/members'))).body.members as { id: string; invitation_token: string }[];
    const token = members.find((member) => member.id === w.pendingId)!.invitation_token;
    const [mail] = await mailsTo(w.address('eve'));
    expect(mail).toMatch(/^Hello Eve Ek,$/m);
    expect(mail).toContain('Your shifts in December 2026:\n- Wed 2026-12-02: Day 07:00-15:00');
    expect(mail).toContain(`Accept the invitation to see your schedule in the app: ${w.server.url}/invitations/${token}/accept`);
    expect(await mailsTo(w.address('gil'))).toEqual([]);
    expect(await mailsTo(w.address('hal'))).toEqual([]);
  });
});
