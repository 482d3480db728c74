import type { GivenEvent } from '@rostra/platform/projection/testing/project-spec';

// Who is away when, as events of organization 1, for the projections that follow absences (the
// calendars and analytics).

const org = { organizationId: '1' };

export const vacationRequested = (requestId: string, memberId: string, startDate: string, endDate: string): GivenEvent => ({
  type: 'VacationRequested',
  data: { ...org, memberId, requestId, startDate, endDate, requestNotes: null, by: 'employee', requestedAt: '2026-11-21T09:00:00.000Z' },
});

export const vacationReviewed = (
  type: 'VacationRequestApproved' | 'VacationRequestRejected' | 'VacationRequestCancelled',
  requestId: string,
  memberId: string,
): GivenEvent => ({ type, data: { ...org, memberId, requestId, previousStatus: 'approved' } });

/** A sick call from `from` to `to`, recorded after the schedule. */
export const absenceRecorded = (memberId: string, from: string, to: string): GivenEvent => ({
  type: 'AbsenceRecorded',
  data: { ...org, memberId, absenceId: 'a1', from, to, reason: 'Sick', recordedAt: '2026-11-30T07:00:00.000Z' },
});

/** Removed from the organization on that day (in the afternoon, UTC). */
export const memberRemoved = (memberId: string, on: string): GivenEvent => ({
  type: 'MemberRemoved',
  data: { ...org, memberId, userId: `u-${memberId}`, email: `${memberId}@example.com`, isAdmin: false, isEmployee: true },
  metadata: { occurredAt: `${on}T15:00:00.000Z` },
});
