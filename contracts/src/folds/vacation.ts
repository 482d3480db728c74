import type { VacationEvent, VacationStatus } from '../vacation/events.ts';

// The state of a `vacations-{organizationId}-{memberId}` stream, folded from its events. Shared by
// the vacation decider (command-api) and the audit trail's point-in-time answers (query-api).

export interface RequestState {
  requestId: string;
  startDate: string;
  endDate: string;
  status: VacationStatus;
  requestNotes: string | null;
  reviewNotes: string | null;
  requestedAt: string;
  reviewedAt: string | null;
  cancelledAt: string | null;
  /** Who approved or rejected it: the manager to notify if an approved request is cancelled. */
  reviewer: { userId: string; email: string } | null;
  managerNotified: boolean;
}

/** Every request of one member, by request id. */
export interface VacationState {
  requests: Record<string, RequestState>;
}

export const initialVacationState: VacationState = { requests: {} };

export const vacationStream = (organizationId: string, memberId: string) => `vacations-${organizationId}-${memberId}`;

/** Request ids name their member, `{memberId}.{n}`: n counts the member's requests from 1. */
export const requestIdOf = (memberId: string, n: number) => `${memberId}.${n}`;

/** The member whose stream holds a request, or null for an id that cannot be one. */
export function memberOfRequest(requestId: string): string | null {
  const match = /^(.+)\.\d+$/.exec(requestId);
  return match ? match[1]! : null;
}

/** A request's days in the API's shape, which the overlap rule, its text and the scheduling rules read. */
export const daysOf = ({ startDate, endDate }: Pick<RequestState, 'startDate' | 'endDate'>) => ({
  start_date: startDate,
  end_date: endDate,
});

function withRequest(state: VacationState, requestId: string, change: Partial<RequestState>): VacationState {
  const request = state.requests[requestId];
  return request ? { requests: { ...state.requests, [requestId]: { ...request, ...change } } } : state;
}

export function evolveVacation(state: VacationState, event: VacationEvent): VacationState {
  switch (event.type) {
    case 'VacationRequested': {
      const { requestId, startDate, endDate, requestNotes, requestedAt } = event.data;
      const request: RequestState = {
        requestId,
        startDate,
        endDate,
        status: 'pending',
        requestNotes,
        reviewNotes: null,
        requestedAt,
        reviewedAt: null,
        cancelledAt: null,
        reviewer: null,
        managerNotified: false,
      };
      return { requests: { ...state.requests, [requestId]: request } };
    }
    case 'VacationRequestApproved':
    case 'VacationRequestRejected': {
      const { requestId, reviewNotes, reviewerUserId, reviewerEmail, reviewedAt } = event.data;
      const status = event.type === 'VacationRequestApproved' ? 'approved' : 'rejected';
      return withRequest(state, requestId, {
        status,
        reviewNotes,
        reviewedAt,
        reviewer: { userId: reviewerUserId, email: reviewerEmail },
      });
    }
    case 'VacationRequestCancelled':
      return withRequest(state, event.data.requestId, { status: 'cancelled', cancelledAt: event.data.cancelledAt });
    case 'ManagerNotificationRequired':
      return withRequest(state, event.data.requestId, { managerNotified: true });
  }
}
