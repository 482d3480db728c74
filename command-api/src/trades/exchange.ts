import {
  exchangeViolations as movesViolations,
  shiftKey,
  type MonthVersion,
  type RuleInput,
  type RuleViolation,
  type TradedShift,
  type TradeState,
} from '@rostra/contracts';

/** The shifts that change hands when `taker` accepts the trade: the give, and in a swap the take. */
export function tradedShifts(trade: TradeState, taker: string, version: MonthVersion): TradedShift[] {
  const moved = (date: string, shiftTypeId: string, fromMemberId: string, toMemberId: string): TradedShift => {
    const shift = version.assignments.get(shiftKey({ date, shiftTypeId, memberId: fromMemberId }));
    return { date, shiftTypeId, fromMemberId, toMemberId, position: shift?.position ?? 1 };
  };
  const { give, take } = trade;
  const shifts = [moved(give.date, give.shiftTypeId, give.memberId, taker)];
  if (take) shifts.push(moved(take.date, take.shiftTypeId, take.memberId, give.memberId));
  return shifts;
}

/**
 * The hard rules the exchange would break that the month does not break already, for both people
 * (and their apart partners): the shared check of contracts/src/rules/exchange.ts, on the month
 * as its stream holds it.
 */
export function exchangeViolations(rules: RuleInput, version: MonthVersion, shifts: readonly TradedShift[]): RuleViolation[] {
  return movesViolations(rules, version.shiftTypes, [...version.assignments.values()], shifts);
}
