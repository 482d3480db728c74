import {
  shiftKey,
  evolveMonthWithTrades,
  initialMonthWithTrades,
  TRADE_TEXT,
  tradeExpiry,
  tradeIdOf,
  tradePending,
  type MonthWithTrades,
  type RuleInput,
  type MonthStreamEvent,
  type TradeEvent,
  type TradeShift,
  type TradeState,
} from '@rostra/contracts';
import { badRequest, conflict, forbidden, notFound, type Decider } from '@rostra/platform';
import { inMonth, RulesBroken, type MonthRef } from '../shared/month-command.ts';
import { exchangeViolations, tradedShifts } from './exchange.ts';

interface Reviewer {
  userId: string;
  email: string;
}

export type TradeCommand =
  | (MonthRef & {
      type: 'OfferTrade';
      /** The member who offers (works the give shift). */
      memberId: string;
      give: { date: string; shiftTypeId: string };
      take: TradeShift | null;
      toMemberId: string | null;
      /** The organization's members who may be scheduled (ids). */
      members: readonly string[];
      today: string;
      now: string;
    })
  | (MonthRef & {
      type: 'AcceptTrade';
      tradeId: string;
      memberId: string;
      /** The rules both people (and their apart partners) are scheduled by. */
      rules: RuleInput;
      needsApproval: boolean;
      today: string;
      now: string;
    })
  | (MonthRef & {
      type: 'ReviewTrade';
      tradeId: string;
      decision: 'approved' | 'declined';
      notes: string | null;
      reviewer: Reviewer;
      rules: RuleInput;
      today: string;
      now: string;
    })
  | (MonthRef & { type: 'CancelTrade'; tradeId: string; memberId: string; today: string; now: string });

type MonthEvent = MonthStreamEvent;

function existing(state: MonthWithTrades, tradeId: string): TradeState {
  const trade = state.trades[tradeId];
  if (!trade) throw notFound(TRADE_TEXT.notFound);
  return trade;
}

function offer(command: Extract<TradeCommand, { type: 'OfferTrade' }>, state: MonthWithTrades): TradeEvent[] {
  const { organizationId, year, month, memberId, take, toMemberId, members, today, now } = command;
  const published = state.schedule.published;
  if (!published) throw conflict(TRADE_TEXT.notPublished);
  const give: TradeShift = { ...command.give, memberId };
  for (const side of take ? [give, take] : [give]) {
    if (!inMonth(side.date, command)) throw badRequest(TRADE_TEXT.dateOutsideMonth);
    if (side.date < today) throw badRequest(TRADE_TEXT.inThePast);
  }
  const colleague = take?.memberId ?? toMemberId;
  if (colleague === memberId) throw badRequest(TRADE_TEXT.withYourself);
  if (colleague !== null && !members.includes(colleague)) throw notFound(TRADE_TEXT.unknownMember);
  const works = (side: TradeShift) => published.assignments.has(shiftKey(side));
  if (!works(give)) throw forbidden(TRADE_TEXT.notYourShift);
  if (take && !works(take)) throw conflict(TRADE_TEXT.notTheirShift);
  const same = (a: TradeShift, b: TradeShift) => a.date === b.date && a.shiftTypeId === b.shiftTypeId && a.memberId === b.memberId;
  const offered = Object.values(state.trades).some(
    (trade) => tradePending(trade) && tradeExpiry(trade, state.schedule, today) === null && same(trade.give, give),
  );
  if (offered) throw conflict(TRADE_TEXT.alreadyOffered);
  const tradeId = tradeIdOf(year, month, Object.keys(state.trades).length + 1);
  return [
    {
      type: 'TradeOffered',
      data: { organizationId, year, month, tradeId, give, take, toMemberId: colleague, offeredAt: now },
    },
  ];
}

/** The trade applied, when the rules allow it for both people as the month stands. */
function apply(state: MonthWithTrades, trade: TradeState, taker: string, rules: RuleInput, ref: MonthRef, now: string): TradeEvent {
  const published = state.schedule.published!;
  const shifts = tradedShifts(trade, taker, published);
  const violations = exchangeViolations(rules, published, shifts);
  if (violations.length > 0) throw new RulesBroken(violations, TRADE_TEXT.rulesBroken(violations.length));
  return { type: 'ScheduleTradeApplied', data: { ...ref, tradeId: trade.tradeId, shifts, appliedAt: now } };
}

/**
 * A trade whose shift changed or passed expires on the next step asked of it: the step is answered
 * with the expiry (the route turns it into a 409 with the reason), recorded so the audit trail has it.
 */
function expiredOrNull(trade: TradeState, state: MonthWithTrades, ref: MonthRef, today: string, now: string): TradeEvent[] | null {
  const reason = tradeExpiry(trade, state.schedule, today);
  return reason ? [{ type: 'TradeExpired', data: { ...ref, tradeId: trade.tradeId, reason, expiredAt: now } }] : null;
}

/** A month's trades, decided on the month's stream (`schedule-{organizationId}-{yyyy-mm}`) with its schedule. */
export const tradeDecider: Decider<TradeCommand, MonthWithTrades, MonthEvent> = {
  initialState: initialMonthWithTrades,
  evolve: evolveMonthWithTrades,
  decide(command, state): TradeEvent[] {
    const { organizationId, year, month } = command;
    const ref = { organizationId, year, month };
    switch (command.type) {
      case 'OfferTrade':
        return offer(command, state);
      case 'AcceptTrade': {
        const { tradeId, memberId, rules, needsApproval, today, now } = command;
        const trade = existing(state, tradeId);
        if (trade.status !== 'open') throw conflict(TRADE_TEXT.notOpen(trade.status));
        if (trade.give.memberId === memberId) throw forbidden(TRADE_TEXT.ownTrade);
        if (trade.toMemberId !== null && trade.toMemberId !== memberId) throw forbidden(TRADE_TEXT.notForYou);
        const expired = expiredOrNull(trade, state, ref, today, now);
        if (expired) return expired;
        const applied = apply(state, trade, memberId, rules, ref, now);
        const accepted: TradeEvent = { type: 'TradeAccepted', data: { ...ref, tradeId, memberId, needsApproval, acceptedAt: now } };
        return needsApproval ? [accepted] : [accepted, applied];
      }
      case 'ReviewTrade': {
        const { tradeId, decision, notes, reviewer, rules, today, now } = command;
        const trade = existing(state, tradeId);
        if (trade.status !== 'accepted' || trade.applied) throw conflict(TRADE_TEXT.notAccepted(trade.status));
        const review = { ...ref, tradeId, notes, reviewerUserId: reviewer.userId, reviewerEmail: reviewer.email, reviewedAt: now };
        if (decision === 'declined') return [{ type: 'TradeDeclined', data: review }];
        const expired = expiredOrNull(trade, state, ref, today, now);
        if (expired) return expired;
        // Checked again: the month may have changed since the acceptance.
        return [{ type: 'TradeApproved', data: review }, apply(state, trade, trade.acceptedBy!, rules, ref, now)];
      }
      case 'CancelTrade': {
        const { tradeId, memberId, now } = command;
        const trade = existing(state, tradeId);
        if (trade.give.memberId !== memberId) throw forbidden(TRADE_TEXT.notYours);
        if (!tradePending(trade) || trade.applied) throw conflict(TRADE_TEXT.alreadyDone(trade.status));
        return [{ type: 'TradeCancelled', data: { ...ref, tradeId, cancelledAt: now } }];
      }
    }
  },
};
