import { monthOf, myTrades, shiftOn, type Notice, type NoticeContext } from './notices.ts';

/**
 * The notice of an open shift posted: every employee may be able to take it, but the one a sick
 * call released from it.
 */
export function openShiftPosted(
  posted: { organizationId: string; date: string; shiftTypeId: string; count: number; released?: { memberId: string } | null },
  context: NoticeContext,
): Notice[] {
  const { organizationId, date, shiftTypeId, count, released } = posted;
  return [
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
