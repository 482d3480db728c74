import type { OpenShiftEvent } from '../events/open-shifts.ts';

// The open shifts of a month, folded from the month's stream beside its schedule and trades.

export type OpenShiftStatus = 'open' | 'filled' | 'cancelled';

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
  }
}
