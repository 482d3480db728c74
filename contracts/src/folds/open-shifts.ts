import type { OpenShiftEvent, OpenShiftExpiryReason } from '../open-shifts/events.ts';

// The open shifts of a month, folded from the month's stream beside its schedule and trades.

export type OpenShiftStatus = 'open' | 'filled' | 'cancelled' | 'expired';

export interface OpenShiftState {
  openShiftId: string;
  date: string;
  shiftTypeId: string;
  count: number;
  status: OpenShiftStatus;
  /** The absent member whose shift a sick call posted; null for places an admin posted. */
  releasedMemberId: string | null;
  /** Who fills its places, in the order they were assigned. */
  assigned: string[];
  claims: { memberId: string; claimedAt: string }[];
  postedByUserId: string;
  postedAt: string;
  /** The month was cleared or generated again since it was posted: its places are gone with it. */
  monthChanged: boolean;
  expiryReason: OpenShiftExpiryReason | null;
}

/** An open shift's id: its month and its number among the month's open shifts. */
export const openShiftIdOf = (year: number, month: number, n: number) => `${year}-${String(month).padStart(2, '0')}.o${n}`;

/** The month whose stream holds an open shift, or null for an id that cannot be one. */
export function monthOfOpenShift(openShiftId: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})\.o\d+$/.exec(openShiftId);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

export function evolveOpenShifts(shifts: Record<string, OpenShiftState>, event: OpenShiftEvent): Record<string, OpenShiftState> {
  const { openShiftId } = event.data;
  if (event.type === 'OpenShiftPosted') {
    const { date, shiftTypeId, count, released, postedByUserId, postedAt } = event.data;
    const posted: OpenShiftState = {
      openShiftId,
      date,
      shiftTypeId,
      count,
      status: 'open',
      releasedMemberId: released?.memberId ?? null,
      assigned: [],
      claims: [],
      postedByUserId,
      postedAt,
      monthChanged: false,
      expiryReason: null,
    };
    return { ...shifts, [openShiftId]: posted };
  }
  const shift = shifts[openShiftId];
  if (!shift) return shifts;
  const next = (changes: Partial<OpenShiftState>) => ({ ...shifts, [openShiftId]: { ...shift, ...changes } });
  switch (event.type) {
    case 'OpenShiftClaimed':
      return next({ claims: [...shift.claims, { memberId: event.data.memberId, claimedAt: event.data.claimedAt }] });
    case 'ScheduleOpenShiftAssigned': {
      const assigned = [...shift.assigned, event.data.memberId];
      return next({ assigned, status: assigned.length >= shift.count ? 'filled' : 'open' });
    }
    case 'OpenShiftCancelled':
      return next({ status: 'cancelled' });
    case 'OpenShiftExpired':
      return next({ status: 'expired', expiryReason: event.data.reason });
  }
}

/** The month cleared or generated again: every open shift still open was posted on what is gone. */
export const monthChangedUnder = (shifts: Record<string, OpenShiftState>): Record<string, OpenShiftState> =>
  Object.fromEntries(Object.entries(shifts).map(([id, shift]) => [id, shift.status === 'open' ? { ...shift, monthChanged: true } : shift]));

/**
 * Why an open shift still open can no longer be filled, or null: the month changed under it, or
 * its shift type is not among the organization's shift types now (`shiftTypeIds`; null: not known
 * to the step, as for a cancellation).
 */
export function openShiftExpiry(shift: OpenShiftState, shiftTypeIds: readonly string[] | null): OpenShiftExpiryReason | null {
  if (shift.monthChanged) return 'month_changed';
  if (shiftTypeIds && !shiftTypeIds.includes(shift.shiftTypeId)) return 'shift_type_deleted';
  return null;
}
