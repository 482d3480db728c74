import type { VacationEvent, VacationStatus } from '../events/vacation.ts';

// The state of a `vacations-{organizationId}-{memberId}` stream, folded from its events. Shared by
// the vacation decider (command-api) and the audit trail's point-in-time answers (query-api).

export interface RequestState {
  requestId: string;
  start_date: string;
  end_date: string;
  status: VacationStatus;
  request_notes: string | null;
  review_notes: string | null;
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

function withRequest(state: VacationState, requestId: string, change: Partial<RequestState>): VacationState {
  const request = state.requests[requestId];
  return request ? { requests: { ...state.requests, [requestId]: { ...request, ...change } } } : state;
}

export function evolveVacation(state: VacationState, event: VacationEvent): VacationState {
  switch (event.type) {
    case 'VacationRequested': {
      const { requestId, start_date, end_date, request_notes, requestedAt } = event.data;
      const request: RequestState = {
        requestId,
        start_date,
        end_date,
        status: 'pending',
        request_notes,
        review_notes: null,
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
      const { requestId, review_notes, reviewerUserId, reviewerEmail, reviewedAt } = event.data;
      const status = event.type === 'VacationRequestApproved' ? 'approved' : 'rejected';
      return withRequest(state, requestId, {
        status,
        review_notes,
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
