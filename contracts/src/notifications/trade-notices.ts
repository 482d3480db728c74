import type { ScheduleTradeApplied, TradeAccepted, TradeApproved, TradeDeclined, TradeOffered } from '../trades/events.ts';
import {
  approvals,
  monthOf,
  mySchedule,
  myTrades,
  shiftOn,
  toMember,
  type Notice,
  type NoticeContext,
  type NoticeSource,
} from './notices.ts';

const what = (offer: TradeOffered['data'], context: NoticeContext) =>
  offer.take
    ? `a swap of your shift on ${shiftOn(context, offer.take.date, offer.take.shiftTypeId)} for the one on ${shiftOn(context, offer.give.date, offer.give.shiftTypeId)}`
    : `the shift on ${shiftOn(context, offer.give.date, offer.give.shiftTypeId)}`;

export const tradeOffered: NoticeSource = (event, context) => {
  const offer = (event as TradeOffered).data;
  const link = myTrades(offer.organizationId, monthOf(offer.give.date));
  const colleague = offer.toMemberId ?? offer.take?.memberId ?? null;
  const base = { type: 'trade_offered' as const, organizationId: offer.organizationId, link };
  if (colleague)
    return [{ ...base, to: toMember(colleague), title: 'A shift is offered to you', body: `You are offered ${what(offer, context)}.` }];
  return [
    {
      ...base,
      to: { employees: true, except: offer.give.memberId },
      title: 'An open shift offer',
      body: `A colleague offers the shift on ${shiftOn(context, offer.give.date, offer.give.shiftTypeId)} to anyone who may take it.`,
    },
  ];
};

export const tradeAccepted: NoticeSource = (event, context) => {
  const { organizationId, needsApproval } = (event as TradeAccepted).data;
  if (!context.trade) return [];
  const { give } = context.trade.offer;
  const shift = shiftOn(context, give.date, give.shiftTypeId);
  const month = monthOf(give.date);
  const toOfferer: Notice = {
    to: toMember(give.memberId),
    type: 'trade_accepted',
    organizationId,
    title: 'Your trade was accepted',
    body: `Your trade of the shift on ${shift} was accepted${needsApproval ? ' and waits for approval' : ' and applied'}.`,
    link: myTrades(organizationId, month),
  };
  const toAdmins: Notice = {
    to: { admins: true },
    type: 'trade_accepted',
    organizationId,
    title: 'A trade waits for approval',
    body: `A trade of the shift on ${shift} was accepted and waits for your approval.`,
    link: approvals(organizationId, month),
  };
  return needsApproval ? [toOfferer, toAdmins] : [toOfferer];
};

export const tradeReviewed: NoticeSource = (event, context) => {
  const { organizationId } = (event as TradeApproved | TradeDeclined).data;
  const { trade } = context;
  if (!trade) return [];
  const outcome = event.type === 'TradeApproved' ? 'approved' : 'declined';
  const { give } = trade.offer;
  const people = [give.memberId, ...(trade.acceptedBy ? [trade.acceptedBy] : [])];
  return people.map((memberId) => ({
    to: toMember(memberId),
    type: 'trade_reviewed' as const,
    organizationId,
    title: `A trade was ${outcome}`,
    body: `The trade of the shift on ${shiftOn(context, give.date, give.shiftTypeId)} was ${outcome}.`,
    link: mySchedule(organizationId, monthOf(give.date)),
  }));
};

/** A trade applied changes the published shifts of everyone in it. */
export const tradeApplied: NoticeSource = (event, context) => {
  const { organizationId, shifts } = (event as ScheduleTradeApplied).data;
  const byMember = new Map<string, string[]>();
  for (const shift of shifts) {
    for (const [memberId, change] of [
      [shift.fromMemberId, `no longer work ${shiftOn(context, shift.date, shift.shiftTypeId)}`],
      [shift.toMemberId, `now work ${shiftOn(context, shift.date, shift.shiftTypeId)}`],
    ] as const) {
      byMember.set(memberId, [...(byMember.get(memberId) ?? []), change]);
    }
  }
  return [...byMember].map(([memberId, changes]) => ({
    to: toMember(memberId),
    type: 'shift_changed' as const,
    organizationId,
    title: 'Your shifts changed',
    body: `After a trade you ${changes.join(' and ')}.`,
    link: mySchedule(organizationId, monthOf(shifts[0]!.date)),
  }));
};
