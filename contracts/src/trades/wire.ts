import type { TradeState } from '../folds/trades.ts';
import type { ShiftMove } from '../rules/exchange.ts';
import type { TradeFields, TradeOfferBody } from './api.ts';
import type { TradeShift } from './events.ts';

// Where trades' names cross the API's edge (docs/architecture.md#names-at-the-edge): an offer's
// snake_case body into the camelCase of OfferTrade, and a folded trade back into an answer.

/** What an offer gives, takes and to whom, as OfferTrade takes it. */
export const tradeOfferInput = (body: TradeOfferBody) => ({
  give: { date: body.give.date, shiftTypeId: body.give.shift_type_id },
  take: body.take ? { date: body.take.date, shiftTypeId: body.take.shift_type_id, memberId: body.take.member_id } : null,
  toMemberId: body.to_member_id ?? null,
});

const side = (shift: TradeShift) => ({ date: shift.date, shift_type_id: shift.shiftTypeId, member_id: shift.memberId });

/** A trade as the API answers it (the trade routes, the personal data export). */
export function tradeFields(trade: TradeState): TradeFields {
  return {
    id: trade.tradeId,
    status: trade.status,
    give: side(trade.give),
    take: trade.take && side(trade.take),
    to_member_id: trade.toMemberId,
    accepted_by: trade.acceptedBy,
    notes: trade.notes,
    expiry_reason: trade.expiryReason,
    offered_at: trade.offeredAt,
  };
}

/** The moves a listed trade makes once `taker` takes it, as the exchange check reads them (rules/exchange.ts). */
export function tradeMoves(trade: Pick<TradeFields, 'give' | 'take'>, taker: string): ShiftMove[] {
  const { give, take } = trade;
  const moves: ShiftMove[] = [{ date: give.date, shiftTypeId: give.shift_type_id, fromMemberId: give.member_id, toMemberId: taker }];
  if (take) moves.push({ date: take.date, shiftTypeId: take.shift_type_id, fromMemberId: take.member_id, toMemberId: give.member_id });
  return moves;
}
