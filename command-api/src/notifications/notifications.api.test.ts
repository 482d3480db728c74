import { DEFAULT_EMAIL_SETTINGS, type AuditPage, type CalendarResponse, type ShiftTypeSnapshot, type StatsReport } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationSteps } from '@rostra/cli/testing/notifications';
import { mailsSent } from '@rostra/cli/testing/outbox';
import { appendDraft, generated, type Month } from '@rostra/cli/testing/schedules';
import { schedulingWorld, type Member } from '@rostra/cli/testing/scheduling-world';
import { TRADES_TODAY } from '@rostra/cli/testing/trades-december';
import { remindersAt } from '@rostra/cli/testing/shift-reminders';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';

// In-app notifications and their e-mails (docs/api/notifications.md); reading them is specified in
// query-api/src/notifications/notifications.api.test.ts.

const w = schedulingWorld();
const { path } = w;
const december = (): Month => ({ organizationId: w.org, year: 2026, month: 12 });
let late: string;
const { offerToCy, notificationsOf } = notificationSteps(w, () => late);
/** The trade-offer e-mails sent to `who`. */
const offerMailsTo = async (who: Member) =>
  (await mailsSent(w.server)).filter(
    (eml) => new RegExp(`^To: ${who.email}$`, 'm').test(eml) && /^Subject: A shift is offered to you/m.test(eml),
  );

/** December 2026, published: Bo works the Late of the 4th, five days after the server's today. */
beforeEach(async () => {
  w.clock.offset = Date.parse(TRADES_TODAY) - Date.now();
  late = (await w.ada.post(path('/shift-types'), { name: 'Late', start_time: '14:00', duration_hours: 8 })).body.id;
  const shiftTypes: ShiftTypeSnapshot[] = [{ id: late, name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} }];
  await appendDraft(w.server, december(), generated(december(), { shiftTypes, shifts: [['2026-12-04', late, w.bo.memberId, 1]] }));
  expect((await w.ada.post(path('/schedules/2026/12/publish'), {})).status).toBe(200);
});

describe('POST /me/notifications/read', () => {
  it('marks mine read, ignores ids that are not mine, and answers the unread count', async () => {
    await offerToCy();
    const mine = (await notificationsOf(w.cy)).notifications.map((notification) => notification.id);
    const bos = (await notificationsOf(w.bo)).notifications.map((notification) => notification.id);
    const read = await w.cy.post('/me/notifications/read', { ids: [mine[0], ...bos] });
    expect([read.status, read.body]).toEqual([200, { unread_count: 1 }]);
    expect((await notificationsOf(w.cy, '?unread=true')).notifications.map((notification) => notification.id)).toEqual([mine[1]]);
    expect((await notificationsOf(w.bo)).unread_count).toBe(bos.length);
  });

  it('refuses a body without ids, changing nothing', async () => {
    const before = await w.head();
    expect((await w.cy.post('/me/notifications/read', { ids: 'all' })).status).toBe(400);
    expect(await w.head()).toBe(before);
  });
});

describe('notification settings', () => {
  it('e-mails every type by default; a partial PUT answers them all', async () => {
    await readModelsCaughtUp(w.server);
    expect((await w.cy.get('/me/notification-settings')).body).toEqual({ email: DEFAULT_EMAIL_SETTINGS });
    const put = await w.cy.put('/me/notification-settings', { email: { shift_reminder: false } });
    expect([put.status, put.body]).toEqual([200, { email: { ...DEFAULT_EMAIL_SETTINGS, shift_reminder: false } }]);
    await readModelsCaughtUp(w.server);
    expect((await w.cy.get('/me/notification-settings')).body).toEqual(put.body);
  });

  it('refuses an unknown type or a value that is not a boolean, changing nothing', async () => {
    const before = await w.head();
    expect((await w.cy.put('/me/notification-settings', { email: { coffee: true } })).status).toBe(400);
    expect((await w.cy.put('/me/notification-settings', { email: { shift_reminder: 'no' } })).status).toBe(400);
    expect(await w.head()).toBe(before);
  });

  it('sends the e-mail of a type switched on, after the request, and none of a type switched off', async () => {
    await offerToCy();
    expect(await offerMailsTo(w.cy)).toHaveLength(1);
    expect((await w.cy.put('/me/notification-settings', { email: { trade_offered: false } })).status).toBe(200);
    expect((await w.bo.post(path('/trades/2026-12.1/cancel'), {})).status).toBe(200);
    expect((await offerToCy()).status).toBe(201);
    expect(await offerMailsTo(w.cy)).toHaveLength(1);
    // In the app it is still there.
    expect((await notificationsOf(w.cy)).notifications.filter((notification) => notification.type === 'trade_offered')).toHaveLength(2);
  });
});

describe('the reminder the day before a shift', () => {
  /** The server's clock pass at noon on the 3rd (the organization keeps UTC). */
  const remind = async () => {
    await readModelsCaughtUp(w.server);
    const recorded = await remindersAt(w.server, '2026-12-03T12:00:00.000Z');
    // The file's earlier tests have organizations of their own.
    return recorded.filter((day) => day.organizationId === w.org);
  };
  const reminderMailsTo = async (who: Member) =>
    (await mailsSent(w.server)).filter(
      (eml) => new RegExp(`^To: ${who.email}$`, 'm').test(eml) && /^Subject: Your shift tomorrow/m.test(eml),
    );

  it('reminds who works tomorrow in the app and by e-mail, once', async () => {
    expect(await remind()).toHaveLength(1);
    expect(await remind()).toEqual([]);
    const reminders = (await notificationsOf(w.bo)).notifications.filter((notification) => notification.type === 'shift_reminder');
    expect(reminders.map((notification) => notification.body)).toEqual(['Tomorrow (2026-12-04) you work: Late.']);
    expect(await reminderMailsTo(w.bo)).toHaveLength(1);
    expect((await notificationsOf(w.cy)).notifications.filter((notification) => notification.type === 'shift_reminder')).toEqual([]);
  });

  it('sends no reminder e-mail to who switched them off', async () => {
    expect((await w.bo.put('/me/notification-settings', { email: { shift_reminder: false } })).status).toBe(200);
    expect(await remind()).toHaveLength(1);
    expect(await reminderMailsTo(w.bo)).toEqual([]);
  });
});

describe('short notice', () => {
  /** Cy takes Bo's Late of the 4th; the organization needs no approval. */
  const tradeApplied = async (noticeDays: number) => {
    expect((await w.ada.put(path('/settings'), { trades_need_approval: false, notice_days: noticeDays })).status).toBe(200);
    const { id } = (await offerToCy()).body;
    expect((await w.cy.post(path(`/trades/${id}/accept`), {})).status).toBe(200);
    await readModelsCaughtUp(w.server);
  };
  const flagged = async () => {
    const calendar = (await w.cy.get<CalendarResponse>(path('/my-schedule/calendar?year=2026&month=12'))).body;
    const entry = calendar.days.find((day) => day.date === '2026-12-04')!.shifts[0]!.assigned_employees[0]!;
    const applied = (await w.ada.get<AuditPage>(path('/audit?category=trade'))).body.entries.find((e) => e.kind === 'trade.applied')!;
    const stats = (await w.ada.get<StatsReport>(path('/analytics?month=12&year=2026'))).body.employees;
    return {
      calendar: [entry.id, entry.short_notice ?? false],
      audit: applied.short_notice,
      analytics: Object.fromEntries(stats.map((employee) => [employee.member_id, employee.short_notice_changes])),
    };
  };

  it('flags a trade applied within notice_days of the shift in the calendar, the audit trail and analytics', async () => {
    await tradeApplied(90);
    expect(await flagged()).toMatchObject({
      calendar: [w.cy.memberId, true],
      audit: true,
      analytics: { [w.bo.memberId]: 1, [w.cy.memberId]: 1 },
    });
  });

  it('flags nothing when the shift is further away than the notice', async () => {
    await tradeApplied(0);
    expect(await flagged()).toMatchObject({
      calendar: [w.cy.memberId, false],
      audit: false,
      analytics: { [w.cy.memberId]: 0 },
    });
  });
});
