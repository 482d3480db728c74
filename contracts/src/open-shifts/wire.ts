import type { OpenShiftState } from '../folds/open-shifts.ts';
import type { ShiftMove } from '../rules/exchange.ts';
import type { OpenShiftFields, OpenShiftPostBody } from './api.ts';

// Where open shifts' names cross the API's edge (docs/architecture.md#names-at-the-edge): a post's
// snake_case body into the camelCase of PostOpenShift, and a folded open shift back into an answer.

/** The shift and how many it needs, as PostOpenShift takes them. */
export const openShiftPostInput = (body: OpenShiftPostBody) => ({
  date: body.date,
  shiftTypeId: body.shift_type_id,
  count: body.count,
});

/** An open shift as the command answers it (the list adds eligibility, docs/api/open-shifts.md). */
export const openShiftFields = (shift: OpenShiftState): OpenShiftFields => ({
  id: shift.openShiftId,
  date: shift.date,
  shift_type_id: shift.shiftTypeId,
  count: shift.count,
  filled: shift.assigned.length,
  status: shift.status,
  expiry_reason: shift.expiryReason,
  posted_at: shift.postedAt,
  posted_by: shift.postedByUserId,
  assigned: shift.assigned,
  claims: shift.claims.map(({ memberId, claimedAt }) => ({ member_id: memberId, claimed_at: claimedAt })),
});

/** The move that gives a listed open shift's free place to `memberId`, as the exchange check reads it (rules/exchange.ts). */
export const openShiftMove = (shift: Pick<OpenShiftFields, 'date' | 'shift_type_id'>, memberId: string): ShiftMove => ({
  date: shift.date,
  shiftTypeId: shift.shift_type_id,
  fromMemberId: null,
  toMemberId: memberId,
});
