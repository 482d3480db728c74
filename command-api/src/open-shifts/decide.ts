import {
  shiftKey,
  evolveMonthWithTrades,
  exchangeViolations,
  initialMonthWithTrades,
  OPEN_SHIFT_TEXT,
  openShiftExpiry,
  openShiftIdOf,
  type MonthStreamEvent,
  type MonthVersion,
  type MonthWithTrades,
  type OpenShiftEvent,
  type OpenShiftState,
  type RuleInput,
} from '@rostra/contracts';
import { badRequest, conflict, notFound, type Decider } from '@rostra/platform';
import { inMonth, RulesBroken, type MonthRef } from '../shared/month-command.ts';

export type OpenShiftCommand =
  | (MonthRef & { type: 'PostOpenShift'; date: string; shiftTypeId: string; count: number; userId: string; today: string; now: string })
  | (MonthRef & {
      type: 'ReleaseShifts';
      /** A sick call: the absent member's published shifts from `from` to `to` become open shifts. */
      memberId: string;
      from: string;
      to: string;
      userId: string;
      today: string;
      now: string;
    })
  | (MonthRef & {
      type: 'ClaimOpenShift';
      openShiftId: string;
      memberId: string;
      /** The rules the member is scheduled by. */
      rules: RuleInput;
      /** `open_shift_assignment: "first_claim"`: the claim fills a place at once. */
      firstClaim: boolean;
      today: string;
      now: string;
    })
  | (MonthRef & { type: 'AssignOpenShift'; openShiftId: string; memberId: string; rules: RuleInput; today: string; now: string })
  | (MonthRef & { type: 'CancelOpenShift'; openShiftId: string; now: string });

function published(state: MonthWithTrades): MonthVersion {
  if (!state.schedule.published) throw conflict(OPEN_SHIFT_TEXT.notPublished);
  return state.schedule.published;
}

function open(state: MonthWithTrades, openShiftId: string, today: string): OpenShiftState {
  const shift = state.openShifts[openShiftId];
  if (!shift) throw notFound(OPEN_SHIFT_TEXT.notFound);
  if (shift.status !== 'open') throw conflict(OPEN_SHIFT_TEXT.notOpen(shift.status));
  if (shift.date < today) throw badRequest(OPEN_SHIFT_TEXT.inThePast);
  return shift;
}

/**
 * An open shift whose month changed under it (or whose shift type is gone) expires on the next step
 * asked of it: the step is answered with the expiry (the route turns it into a 409 with the reason),
 * recorded so the list and the audit trail have it.
 */
function expiredOrNull(shift: OpenShiftState, shiftTypeIds: readonly string[] | null, ref: MonthRef, now: string): OpenShiftEvent[] | null {
  const reason = openShiftExpiry(shift, shiftTypeIds);
  if (!reason) return null;
  return [{ type: 'OpenShiftExpired', data: { ...ref, openShiftId: shift.openShiftId, reason, expiredAt: now } }];
}

/** The organization's shift types now, as the rules carry them. */
const shiftTypeIdsOf = (rules: RuleInput) => rules.shift_types.map((type) => type.id);

const nextId = (state: MonthWithTrades, ref: MonthRef, offset = 0) =>
  openShiftIdOf(ref.year, ref.month, Object.keys(state.openShifts).length + 1 + offset);

/**
 * The member put on the open shift's place, when the rules allow it as the month stands: the
 * same check as a trade's (contracts/src/rules/exchange.ts), a place no one gives up.
 */
function assigned(
  state: MonthWithTrades,
  shift: OpenShiftState,
  memberId: string,
  rules: RuleInput,
  ref: MonthRef,
  now: string,
): OpenShiftEvent {
  const version = published(state);
  const { date, shiftTypeId } = shift;
  if (version.assignments.has(shiftKey({ date, shiftTypeId, memberId }))) {
    throw conflict(OPEN_SHIFT_TEXT.alreadyWorks);
  }
  if (!rules.members.some((member) => member.id === memberId)) throw notFound(OPEN_SHIFT_TEXT.unknownMember);
  const move = { date, shiftTypeId, fromMemberId: null, toMemberId: memberId };
  const violations = exchangeViolations(rules, version.shiftTypes, [...version.assignments.values()], [move]);
  if (violations.length > 0) throw new RulesBroken(violations, OPEN_SHIFT_TEXT.rulesBroken(violations.length));
  // The next free position on the shift-day: a released place's own position comes back first.
  const taken = new Set(
    [...version.assignments.values()].filter((a) => a.date === date && a.shift_type_id === shiftTypeId).map((a) => a.position),
  );
  let position = 1;
  while (taken.has(position)) position += 1;
  const data = { ...ref, openShiftId: shift.openShiftId, date, shiftTypeId, memberId, position, assignedAt: now };
  return { type: 'ScheduleOpenShiftAssigned', data };
}

/** A month's open shifts, decided on the month's stream (`schedule-{organizationId}-{yyyy-mm}`) with its schedule. */
export const openShiftDecider: Decider<OpenShiftCommand, MonthWithTrades, MonthStreamEvent> = {
  initialState: initialMonthWithTrades,
  evolve: evolveMonthWithTrades,
  decide(command, state): OpenShiftEvent[] {
    const { organizationId, year, month } = command;
    const ref = { organizationId, year, month };
    switch (command.type) {
      case 'PostOpenShift': {
        const { date, shiftTypeId, count, userId, today, now } = command;
        const version = published(state);
        if (!inMonth(date, ref)) throw badRequest(OPEN_SHIFT_TEXT.dateOutsideMonth);
        if (date < today) throw badRequest(OPEN_SHIFT_TEXT.inThePast);
        if (!version.shiftTypes.some((type) => type.id === shiftTypeId)) throw notFound(OPEN_SHIFT_TEXT.unknownShiftType);
        const data = {
          ...ref,
          openShiftId: nextId(state, ref),
          date,
          shiftTypeId,
          count,
          released: null,
          postedByUserId: userId,
          postedAt: now,
        };
        return [{ type: 'OpenShiftPosted', data }];
      }
      case 'ReleaseShifts': {
        const { memberId, from, to, userId, today, now } = command;
        const version = state.schedule.published;
        if (!version) return [];
        // Only shifts still ahead: a past one was worked, or not, and stays as it was.
        const released = [...version.assignments.values()]
          .filter((a) => a.member_id === memberId && a.date >= from && a.date <= to && a.date >= today)
          .sort((a, b) => a.date.localeCompare(b.date) || a.shift_type_id.localeCompare(b.shift_type_id));
        return released.map((shift, i) => ({
          type: 'OpenShiftPosted',
          data: {
            ...ref,
            openShiftId: nextId(state, ref, i),
            date: shift.date,
            shiftTypeId: shift.shift_type_id,
            count: 1,
            released: { memberId, position: shift.position },
            postedByUserId: userId,
            postedAt: now,
          },
        }));
      }
      case 'ClaimOpenShift': {
        const { openShiftId, memberId, rules, firstClaim, today, now } = command;
        const shift = open(state, openShiftId, today);
        const expired = expiredOrNull(shift, shiftTypeIdsOf(rules), ref, now);
        if (expired) return expired;
        if (shift.claims.some((claim) => claim.memberId === memberId)) throw conflict(OPEN_SHIFT_TEXT.alreadyClaimed);
        const assignment = assigned(state, shift, memberId, rules, ref, now);
        const claimed: OpenShiftEvent = { type: 'OpenShiftClaimed', data: { ...ref, openShiftId, memberId, claimedAt: now } };
        return firstClaim ? [claimed, assignment] : [claimed];
      }
      case 'AssignOpenShift': {
        const { openShiftId, memberId, rules, today, now } = command;
        const shift = open(state, openShiftId, today);
        return expiredOrNull(shift, shiftTypeIdsOf(rules), ref, now) ?? [assigned(state, shift, memberId, rules, ref, now)];
      }
      case 'CancelOpenShift': {
        const { openShiftId, now } = command;
        const shift = state.openShifts[openShiftId];
        if (!shift) throw notFound(OPEN_SHIFT_TEXT.notFound);
        if (shift.status !== 'open') throw conflict(OPEN_SHIFT_TEXT.notOpen(shift.status));
        return expiredOrNull(shift, null, ref, now) ?? [{ type: 'OpenShiftCancelled', data: { ...ref, openShiftId, cancelledAt: now } }];
      }
    }
  },
};
