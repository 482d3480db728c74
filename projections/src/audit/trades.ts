import type { TradeEvent, TradeShift } from '@rostra/contracts';
import type { Described, Describers } from './entry.ts';

// Every step of a trade, with its before and after: the status, and for the applied one who works
// each traded shift. The actor is the metadata's (who offered, accepted, reviewed or cancelled).

const shift = ({ date, shiftTypeId, memberId }: TradeShift) => ({ date, shift_type_id: shiftTypeId, member_id: memberId });

const step = (
  data: { tradeId: string },
  kind: Described['kind'],
  summary: string,
  before: string | null,
  after: string,
  details: Record<string, unknown> = {},
): Described => ({
  kind,
  requestId: data.tradeId,
  summary,
  before: before === null ? null : { status: before },
  after: { status: after },
  details: { trade_id: data.tradeId, ...details },
});

export const tradeDescribers: Describers<TradeEvent> = {
  TradeOffered: ({ data }) => {
    const what = data.take ? 'swap' : data.toMemberId ? 'give-away' : 'open offer';
    return {
      ...step(data, 'trade.offered', `Shift of ${data.give.date} offered (${what})`, null, 'open', {
        give: shift(data.give),
        take: data.take && shift(data.take),
        to_member_id: data.toMemberId,
      }),
      memberId: data.give.memberId,
    };
  },
  TradeAccepted: ({ data }) => ({
    ...step(data, 'trade.accepted', `Trade ${data.tradeId} accepted`, 'open', 'accepted', { needs_approval: data.needsApproval }),
    memberId: data.memberId,
  }),
  TradeApproved: ({ data }) =>
    step(data, 'trade.approved', `Trade ${data.tradeId} approved`, 'accepted', 'approved', { notes: data.notes }),
  TradeDeclined: ({ data }) =>
    step(data, 'trade.declined', `Trade ${data.tradeId} declined`, 'accepted', 'declined', { notes: data.notes }),
  TradeCancelled: ({ data }) => step(data, 'trade.cancelled', `Trade ${data.tradeId} cancelled`, null, 'cancelled'),
  TradeExpired: ({ data }) =>
    step(data, 'trade.expired', `Trade ${data.tradeId} expired (${data.reason})`, null, 'expired', { reason: data.reason }),
  ScheduleTradeApplied: ({ data }) => ({
    kind: 'trade.applied',
    requestId: data.tradeId,
    summary: `Trade ${data.tradeId} applied to the published month`,
    before: {
      shifts: data.shifts.map(({ date, shiftTypeId, fromMemberId }) => ({ date, shift_type_id: shiftTypeId, member_id: fromMemberId })),
    },
    after: {
      shifts: data.shifts.map(({ date, shiftTypeId, toMemberId }) => ({ date, shift_type_id: shiftTypeId, member_id: toMemberId })),
    },
    details: { trade_id: data.tradeId },
  }),
};
