import {
  assignmentKey,
  atCurrentLocations,
  monthViolations,
  type MonthVersion,
  type RuleInput,
  type RuleViolation,
  type TradedShift,
  type TradeState,
} from '@rostra/contracts';

/** The shifts that change hands when `taker` accepts the trade: the give, and in a swap the take. */
export function tradedShifts(trade: TradeState, taker: string, version: MonthVersion): TradedShift[] {
  const moved = (date: string, shiftTypeId: string, fromMemberId: string, toMemberId: string): TradedShift => {
    const shift = version.assignments.get(assignmentKey({ date, shift_type_id: shiftTypeId, member_id: fromMemberId }));
    return { date, shiftTypeId, fromMemberId, toMemberId, position: shift?.position ?? 1 };
  };
  const { give, take } = trade;
  const shifts = [moved(give.date, give.shiftTypeId, give.memberId, taker)];
  if (take) shifts.push(moved(take.date, take.shiftTypeId, take.memberId, give.memberId));
  return shifts;
}

const violationKey = (v: RuleViolation) => `${v.rule}|${v.member_id}|${v.date}|${v.detail}`;

/**
 * The hard rules the exchange would break that the month does not break already, for both people
 * (and their apart partners): the month's shifts after the exchange, checked with the product's
 * rule check, timed as the month was generated at the locations the shift types are at now.
 */
export function exchangeViolations(rules: RuleInput, version: MonthVersion, shifts: readonly TradedShift[]): RuleViolation[] {
  const people = new Set(shifts.flatMap((shift) => [shift.fromMemberId, shift.toMemberId]));
  const involved = new Set([...people, ...rules.apart.filter((group) => group.some((id) => people.has(id))).flat()]);
  const input = { ...rules, shift_types: atCurrentLocations(version.shiftTypes, rules.shift_types) };
  const before = [...version.assignments.values()].filter((shift) => involved.has(shift.member_id));
  const leaving = new Set(shifts.map((s) => assignmentKey({ date: s.date, shift_type_id: s.shiftTypeId, member_id: s.fromMemberId })));
  const after = [
    ...before.filter((shift) => !leaving.has(assignmentKey(shift))),
    ...shifts.map((s) => ({ date: s.date, shift_type_id: s.shiftTypeId, member_id: s.toMemberId })),
  ];
  const already = new Set(monthViolations(input, before, involved).map(violationKey));
  return monthViolations(input, after, involved).filter((violation) => !already.has(violationKey(violation)));
}
