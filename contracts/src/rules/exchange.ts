import {
  atCurrentLocations,
  monthViolations,
  type RuleAssignment,
  type RuleInput,
  type RuleShiftType,
  type RuleViolation,
} from './check.ts';

/** A shift changing hands: a trade's give or take, or an open shift's place (no one gives it). */
export interface ShiftMove {
  date: string;
  shiftTypeId: string;
  /** Null: a free place, no one works it now. */
  fromMemberId: string | null;
  toMemberId: string;
}

const violationKey = (v: RuleViolation) => `${v.rule}|${v.member_id}|${v.date}|${v.detail}`;
const keyOf = (shift: RuleAssignment) => `${shift.date}|${shift.shift_type_id}|${shift.member_id}`;

/**
 * The hard rules the moves would break that the month does not break already, for everyone they
 * involve (and their apart partners): the month's shifts after the moves, checked with the
 * product's rule check, timed as the month was generated (`timedAs`) at the locations the shift
 * types are at now. The trade's accept and the trades list both check with it, so they agree.
 */
export function exchangeViolations(
  rules: RuleInput,
  timedAs: readonly RuleShiftType[],
  assignments: readonly RuleAssignment[],
  moves: readonly ShiftMove[],
): RuleViolation[] {
  const people = new Set(moves.flatMap((move) => (move.fromMemberId ? [move.fromMemberId, move.toMemberId] : [move.toMemberId])));
  const involved = new Set([...people, ...rules.apart.filter((group) => group.some((id) => people.has(id))).flat()]);
  const input = { ...rules, shift_types: atCurrentLocations(timedAs, rules.shift_types) };
  const before = assignments
    .filter((shift) => involved.has(shift.member_id))
    .map(({ date, shift_type_id, member_id }) => ({ date, shift_type_id, member_id }));
  const leaving = new Set(
    moves.flatMap((m) => (m.fromMemberId ? [keyOf({ date: m.date, shift_type_id: m.shiftTypeId, member_id: m.fromMemberId })] : [])),
  );
  const after = [
    ...before.filter((shift) => !leaving.has(keyOf(shift))),
    ...moves.map((m) => ({ date: m.date, shift_type_id: m.shiftTypeId, member_id: m.toMemberId })),
  ];
  const already = new Set(monthViolations(input, before, involved).map(violationKey));
  return monthViolations(input, after, involved).filter((violation) => !already.has(violationKey(violation)));
}
