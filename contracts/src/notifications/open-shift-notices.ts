import type { ScheduleOpenShiftAssigned } from '../open-shifts/events.ts';
import { monthOf, mySchedule, myTrades, shiftOn, toMember, type Notice, type NoticeContext, type NoticeSource } from './notices.ts';

/**
 * The notice of an open shift posted: every employee may be able to take it, but the one a sick
 * call released from it, who is told their published shift changed.
 */
export function openShiftPosted(
  posted: { organizationId: string; date: string; shiftTypeId: string; count: number; released?: { memberId: string } | null },
  context: NoticeContext,
): Notice[] {
  const { organizationId, date, shiftTypeId, count, released } = posted;
  const releasedNotice: Notice[] = released
    ? [
        {
          to: toMember(released.memberId),
          type: 'shift_changed',
          organizationId,
          title: 'Your shifts changed',
          body: `You no longer work ${shiftOn(context, date, shiftTypeId)}: it is posted as an open shift.`,
          link: mySchedule(organizationId, monthOf(date)),
        },
      ]
    : [];
  return [
    ...releasedNotice,
    {
      to: { employees: true, except: released?.memberId ?? null },
      type: 'open_shift_posted',
      organizationId,
      title: 'An open shift to claim',
      body: `${count === 1 ? 'A shift' : `${count} shifts`} on ${shiftOn(context, date, shiftTypeId)} ${count === 1 ? 'is' : 'are'} open: claim one if you can work it.`,
      link: myTrades(organizationId, monthOf(date)),
    },
  ];
}

/** The member an open shift is assigned to: their published shifts changed. */
export const openShiftAssigned: NoticeSource = (event, context) => {
  const { organizationId, date, shiftTypeId, memberId } = (event as ScheduleOpenShiftAssigned).data;
  return [
    {
      to: toMember(memberId),
      type: 'shift_changed',
      organizationId,
      title: 'Your shifts changed',
      body: `You now work ${shiftOn(context, date, shiftTypeId)}, an open shift assigned to you.`,
      link: mySchedule(organizationId, monthOf(date)),
    },
  ];
};
