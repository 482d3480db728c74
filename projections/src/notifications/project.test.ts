import type { NotificationRecord } from '@rostra/contracts';
import { project, type GivenEvent } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { notificationsProjection } from './project.ts';

const org = '7';
const joined = (memberId: string, userId: string, roles: { isAdmin: boolean; isEmployee: boolean }): GivenEvent => ({
  type: 'MemberJoined',
  data: {
    organizationId: org,
    memberId,
    userId,
    email: `${userId}@example.com`,
    name: null,
    via: 'founder',
    firstName: null,
    middleName: null,
    lastName: null,
    preferredName: null,
    ...roles,
  },
});
const shiftType = (shiftTypeId: string, name: string): GivenEvent => ({
  type: 'ShiftTypeCreated',
  data: {
    organizationId: org,
    shiftTypeId,
    name,
    startTime: '14:00',
    durationHours: 8,
    isActive: true,
    positionLabels: {},
    requirements: [],
  },
});
const team: GivenEvent[] = [
  shiftType('late', 'Late'),
  shiftType('early', 'Early'),
  joined('m-ada', 'ada', { isAdmin: true, isEmployee: false }),
  joined('m-bo', 'bo', { isAdmin: false, isEmployee: true }),
  joined('m-cy', 'cy', { isAdmin: false, isEmployee: true }),
  joined('m-di', 'di', { isAdmin: false, isEmployee: true }),
];
const trade = { organizationId: org, year: 2026, month: 12, tradeId: '2026-12.1' };
const offered = (toMemberId: string | null): GivenEvent => ({
  type: 'TradeOffered',
  data: { ...trade, give: { date: '2026-12-04', shiftTypeId: 'late', memberId: 'm-bo' }, take: null, toMemberId, offeredAt: 'x' },
  metadata: { occurredAt: '2026-11-29T09:00:00.000Z' },
});
const accepted = (needsApproval: boolean): GivenEvent => ({
  type: 'TradeAccepted',
  data: { ...trade, memberId: 'm-cy', needsApproval, acceptedAt: 'x' },
  metadata: { occurredAt: '2026-11-29T10:00:00.000Z' },
});
const review = { notes: null, reviewerUserId: 'ada', reviewerEmail: 'ada@example.com', reviewedAt: 'x' };

async function notificationsAfter(events: GivenEvent[], projection = notificationsProjection) {
  const { table } = await project(projection, events);
  return table<NotificationRecord>('notifications');
}
const who = (rows: NotificationRecord[], type?: string) =>
  rows.filter((row) => !type || row.type === type).map((row) => `${row.user_id}:${row.type}`);

describe('the notifications read model', () => {
  it('tells the colleague a shift is offered to them, with a link to the month', async () => {
    const rows = await notificationsAfter([...team, offered('m-cy')]);
    expect(rows).toEqual([
      {
        id: expect.stringMatching(/\.cy$/),
        user_id: 'cy',
        organization_id: org,
        type: 'trade_offered',
        created_at: '2026-11-29T09:00:00.000Z',
        read: false,
        title: 'A shift is offered to you',
        body: 'You are offered the shift on 2026-12-04 (Late).',
        link: '/organizations/7/my-schedule?tab=trades&month=2026-12',
      },
    ]);
  });

  it('names the shift as its shift type was named at the notice', async () => {
    const renamed = { type: 'ShiftTypeUpdated', data: { organizationId: org, shiftTypeId: 'late', changes: { name: 'Evening' } } };
    const rows = await notificationsAfter([...team, offered('m-cy'), renamed, offered('m-di')]);
    expect(rows.map((row) => row.body)).toEqual([
      'You are offered the shift on 2026-12-04 (Late).',
      'You are offered the shift on 2026-12-04 (Evening).',
    ]);
  });

  it('tells every other employee of an open offer, not the one who offered it nor the admin', async () => {
    expect(who(await notificationsAfter([...team, offered(null)]))).toEqual(['cy:trade_offered', 'di:trade_offered']);
  });

  it('tells the offerer of the acceptance, and the admins when it waits for their approval', async () => {
    const rows = await notificationsAfter([...team, offered('m-cy'), accepted(true)]);
    expect(who(rows, 'trade_accepted').sort()).toEqual(['ada:trade_accepted', 'bo:trade_accepted']);
    const applied = await notificationsAfter([...team, offered('m-cy'), accepted(false)]);
    expect(who(applied, 'trade_accepted')).toEqual(['bo:trade_accepted']);
  });

  it('tells both people of a review, and both whose published shifts the trade changed', async () => {
    const rows = await notificationsAfter([
      ...team,
      offered('m-cy'),
      accepted(true),
      { type: 'TradeDeclined', data: { ...trade, ...review } },
      {
        type: 'ScheduleTradeApplied',
        data: {
          ...trade,
          shifts: [{ date: '2026-12-04', shiftTypeId: 'late', fromMemberId: 'm-bo', toMemberId: 'm-cy', position: 0 }],
          appliedAt: 'x',
        },
      },
    ]);
    expect(rows.filter((row) => row.type === 'trade_reviewed').map((row) => [row.user_id, row.title])).toEqual([
      ['bo', 'A trade was declined'],
      ['cy', 'A trade was declined'],
    ]);
    expect(rows.filter((row) => row.type === 'shift_changed').map((row) => [row.user_id, row.body])).toEqual([
      ['bo', 'After a trade you no longer work 2026-12-04 (Late).'],
      ['cy', 'After a trade you now work 2026-12-04 (Late).'],
    ]);
  });

  it('tells employees of a publication, admins of an employee’s vacation request, the employee of its decision', async () => {
    const request = { organizationId: org, memberId: 'm-bo', requestId: 'm-bo.1' };
    const rows = await notificationsAfter([
      ...team,
      { type: 'SchedulePublished', data: { organizationId: org, year: 2026, month: 12, requestId: 'r', revision: 0, publishedAt: 'x' } },
      {
        type: 'VacationRequested',
        data: { ...request, startDate: '2026-12-01', endDate: '2026-12-02', requestNotes: null, by: 'employee', requestedAt: 'x' },
      },
      {
        type: 'VacationRequested',
        data: {
          ...request,
          requestId: 'm-bo.2',
          startDate: '2026-12-08',
          endDate: '2026-12-09',
          requestNotes: null,
          by: 'admin',
          requestedAt: 'x',
        },
      },
      { type: 'VacationRequestApproved', data: { ...request, reviewNotes: 'Enjoy', ...review } },
    ]);
    expect(who(rows)).toEqual([
      'bo:schedule_published',
      'cy:schedule_published',
      'di:schedule_published',
      'ada:vacation_requested',
      'bo:vacation_decided',
    ]);
    expect(rows.at(-1)?.body).toBe('Your vacation request was approved. Notes: Enjoy');
  });

  it('reminds each person of their shifts of tomorrow', async () => {
    const shifts = [
      { memberId: 'm-bo', shiftTypeId: 'early' },
      { memberId: 'm-cy', shiftTypeId: 'late' },
    ];
    const rows = await notificationsAfter([
      ...team,
      { type: 'ShiftRemindersDue', data: { organizationId: org, date: '2026-12-04', shifts, dueAt: 'x' } },
    ]);
    expect(rows.map((row) => [row.user_id, row.body])).toEqual([
      ['bo', 'Tomorrow (2026-12-04) you work: Early.'],
      ['cy', 'Tomorrow (2026-12-04) you work: Late.'],
    ]);
  });

  it('follows role changes and removals: a removed member is no longer notified', async () => {
    const rows = await notificationsAfter([
      ...team,
      {
        type: 'MemberRemoved',
        data: { organizationId: org, memberId: 'm-di', userId: 'di', email: 'di@example.com', isAdmin: false, isEmployee: true },
      },
      {
        type: 'MemberRolesChanged',
        data: {
          organizationId: org,
          memberId: 'm-cy',
          userId: 'cy',
          email: 'cy@example.com',
          before: { isAdmin: false, isEmployee: true },
          after: { isAdmin: true, isEmployee: false },
        },
      },
      offered(null),
    ]);
    expect(who(rows)).toEqual([]);
  });

  it('marks read only the reader’s own notifications', async () => {
    const first = await notificationsAfter([...team, offered(null)]);
    const ids = first.map((row) => row.id);
    const rows = await notificationsAfter([
      ...team,
      offered(null),
      { type: 'NotificationsRead', data: { userId: 'cy', ids, readAt: 'x' } },
    ]);
    expect(rows.map((row) => [row.user_id, row.read])).toEqual([
      ['cy', true],
      ['di', false],
    ]);
  });

  it('keeps each user’s e-mail switches', async () => {
    const { table } = await project(notificationsProjection, [
      { type: 'NotificationSettingsChanged', data: { userId: 'bo', email: { trade_offered: false }, changedAt: 'x' } },
    ]);
    expect(await table('notification_settings')).toEqual([{ id: 'bo', email: { trade_offered: false } }]);
  });

  it('tells every employee of an open shift posted, but the one a sick call released from it', async () => {
    const posted = (released: { memberId: string; position: number } | null) => ({
      type: 'OpenShiftPosted',
      data: { organizationId: org, openShiftId: '2026-12.o1', date: '2026-12-04', shiftTypeId: 'late', count: 2, released },
    });
    const body = '2 shifts on 2026-12-04 (Late) are open: claim one if you can work it.';
    const everyone = await notificationsAfter([...team, posted(null)]);
    expect(everyone.map((row) => [row.user_id, row.type, row.body])).toEqual([
      ['bo', 'open_shift_posted', body],
      ['cy', 'open_shift_posted', body],
      ['di', 'open_shift_posted', body],
    ]);
    const sickCall = await notificationsAfter([...team, posted({ memberId: 'm-cy', position: 1 })]);
    expect(sickCall.filter((row) => row.user_id === 'cy').map((row) => [row.type, row.body])).toEqual([
      ['shift_changed', 'You no longer work 2026-12-04 (Late): it is posted as an open shift.'],
    ]);
  });

  it('tells the member an open shift is assigned to that their shifts changed', async () => {
    const assigned = {
      type: 'ScheduleOpenShiftAssigned',
      data: {
        organizationId: org,
        year: 2026,
        month: 12,
        openShiftId: '2026-12.o1',
        date: '2026-12-04',
        shiftTypeId: 'late',
        memberId: 'm-di',
        position: 2,
        assignedAt: 'x',
      },
    };
    const rows = await notificationsAfter([...team, assigned]);
    expect(rows.map((row) => [row.user_id, row.type, row.body])).toEqual([
      ['di', 'shift_changed', 'You now work 2026-12-04 (Late), an open shift assigned to you.'],
    ]);
  });
});
