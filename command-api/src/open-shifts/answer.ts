import type { MonthWithTrades, OpenShiftFields } from '@rostra/contracts';

/** An open shift as the command answers it (the list adds eligibility, docs/api/open-shifts.md). */
export function openShiftAnswer(state: MonthWithTrades, openShiftId: string): OpenShiftFields {
  const shift = state.openShifts[openShiftId]!;
  return {
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
  };
}
