import { exchangeViolations, tradeMoves, type RuleViolation, type TradeRecord } from '@rostra/contracts';
import type { MonthFacts } from '../shared/month-rule-facts.ts';

export interface Eligibility {
  eligible: boolean;
  violations: RuleViolation[];
}

const NOT_ELIGIBLE: Eligibility = { eligible: false, violations: [] };

/**
 * Whether the trade can apply now with `taker` taking it: the hard rules it would break for
 * either person after the exchange, with the check the accept decides with
 * (contracts/src/rules/exchange.ts). Not eligible, with no violation, when it could not apply
 * whatever the rules: a shift in the past or no longer worked by its member (it would expire),
 * or a person who cannot be scheduled.
 */
export function tradeEligibility(trade: TradeRecord, taker: string, facts: MonthFacts, today: string): Eligibility {
  const { published, rules } = facts;
  const sides = trade.take ? [trade.give, trade.take] : [trade.give];
  if (!published || sides.some((side) => side.date < today)) return NOT_ELIGIBLE;
  const works = (side: (typeof sides)[number]) =>
    published.assignments.some((a) => a.date === side.date && a.shift_type_id === side.shift_type_id && a.member_id === side.member_id);
  if (!sides.every(works)) return NOT_ELIGIBLE;
  const schedulable = new Set(rules.members.map((member) => member.id));
  if (!schedulable.has(trade.give.member_id) || !schedulable.has(taker)) return NOT_ELIGIBLE;
  const violations = exchangeViolations(rules, published.shift_types, published.assignments, tradeMoves(trade, taker));
  return { eligible: violations.length === 0, violations };
}

/**
 * Who would take the trade when the viewer acts on it: an employee accepting an open trade offered
 * to them or to anyone; an admin approving an accepted one (or an open one with a named colleague).
 * Null: the viewer cannot make it apply now.
 */
export function takerFor(trade: TradeRecord, viewer: { memberId: string; isAdmin: boolean }): string | null {
  if (trade.applied) return null;
  if (viewer.isAdmin) {
    if (trade.status === 'accepted') return trade.accepted_by;
    return trade.status === 'open' ? trade.to_member_id : null;
  }
  if (trade.status !== 'open' || trade.give.member_id === viewer.memberId) return null;
  return trade.to_member_id === null || trade.to_member_id === viewer.memberId ? viewer.memberId : null;
}

/** An employee sees the trades they offered, those offered to them, and the open offers of others. */
export function visibleTo(trade: TradeRecord, memberId: string): boolean {
  if (trade.give.member_id === memberId || trade.to_member_id === memberId || trade.take?.member_id === memberId) return true;
  if (trade.accepted_by === memberId) return true;
  return trade.status === 'open' && trade.to_member_id === null && trade.take === null;
}
