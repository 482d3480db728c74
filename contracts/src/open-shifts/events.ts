// Open shifts of the published month: an admin posts places a shift-day still needs (or a sick
// call releases the absent person's shifts as open ones), members claim them, and an assignment
// fills a place. The events share the month's stream (`schedule-{organizationId}-{yyyy-mm}`) with
// the schedule's and the trades', so a claim is decided against the month exactly as it stands
// and two claims on the last place race on the stream's revision (one wins).
// An open shift's id names its month (`{yyyy-mm}.o{n}`), so a path that names one leads to its stream.

interface OpenShiftRef {
  organizationId: string;
  year: number;
  month: number;
  openShiftId: string;
}

/**
 * Places posted on a shift-day. `released`: a sick call's posting — the absent member's shift,
 * taken off the published month and its draft by this same event.
 */
export interface OpenShiftPosted {
  type: 'OpenShiftPosted';
  data: OpenShiftRef & {
    date: string;
    shiftTypeId: string;
    count: number;
    released: { memberId: string; position: number } | null;
    postedByUserId: string;
    postedAt: string;
  };
}

/** A member asks for a place (the rules allowed it for them when they asked). */
export interface OpenShiftClaimed {
  type: 'OpenShiftClaimed';
  data: OpenShiftRef & { memberId: string; claimedAt: string };
}

/**
 * A place filled: the member works the shift in the published month and its draft alike, as one
 * event, so calendars, iCal feeds, analytics and the fairness ledger follow it.
 */
export interface ScheduleOpenShiftAssigned {
  type: 'ScheduleOpenShiftAssigned';
  data: OpenShiftRef & { date: string; shiftTypeId: string; memberId: string; position: number; assignedAt: string };
}

export interface OpenShiftCancelled {
  type: 'OpenShiftCancelled';
  data: OpenShiftRef & { cancelledAt: string };
}

/**
 * Why an open shift can no longer be filled: the month was cleared or generated again since it was
 * posted (`month_changed`), or its shift type was deleted (`shift_type_deleted`).
 */
export type OpenShiftExpiryReason = 'month_changed' | 'shift_type_deleted';

/** Recorded on the next step asked of an open shift that can no longer be filled. */
export interface OpenShiftExpired {
  type: 'OpenShiftExpired';
  data: OpenShiftRef & { reason: OpenShiftExpiryReason; expiredAt: string };
}

export type OpenShiftEvent = OpenShiftPosted | OpenShiftClaimed | ScheduleOpenShiftAssigned | OpenShiftCancelled | OpenShiftExpired;

export const OPEN_SHIFT_EVENT_VERSIONS = {
  OpenShiftPosted: 1,
  OpenShiftClaimed: 1,
  ScheduleOpenShiftAssigned: 1,
  OpenShiftCancelled: 1,
  OpenShiftExpired: 1,
} as const;

/** The change an open-shift event makes to who works (both versions of the month), or null. */
export function editOfOpenShift(
  event: OpenShiftPosted | ScheduleOpenShiftAssigned,
): { date: string; shiftTypeId: string; memberId: string; action: 'assign' | 'unassign'; position: number } | null {
  if (event.type === 'ScheduleOpenShiftAssigned') {
    const { date, shiftTypeId, memberId, position } = event.data;
    return { date, shiftTypeId, memberId, position, action: 'assign' };
  }
  const { date, shiftTypeId, released } = event.data;
  return released ? { date, shiftTypeId, memberId: released.memberId, position: released.position, action: 'unassign' } : null;
}
