// Events of `vacations-{organizationId}-{memberId}`: every vacation request of one member. They
// share a stream because a new request must not overlap the member's other live requests, and
// that is decided on the log. A request id names its member (`{memberId}.{n}`), so a path that
// names a request leads to its stream without a read model.
// The actor is in the metadata; reviewers are also in the data, because whom to notify when an
// approved request is cancelled is decided from the stream.

export type VacationStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

interface RequestRef {
  organizationId: string;
  memberId: string;
  requestId: string;
}

export interface VacationRequested {
  type: 'VacationRequested';
  data: RequestRef & {
    startDate: string;
    endDate: string;
    requestNotes: string | null;
    /** The employee themself, or an admin on their behalf. */
    by: 'employee' | 'admin';
    requestedAt: string;
  };
}

interface Review {
  reviewNotes: string | null;
  reviewerUserId: string;
  reviewerEmail: string;
  reviewedAt: string;
}

export interface VacationRequestApproved {
  type: 'VacationRequestApproved';
  data: RequestRef & Review;
}

export interface VacationRequestRejected {
  type: 'VacationRequestRejected';
  data: RequestRef & Review;
}

export interface VacationRequestCancelled {
  type: 'VacationRequestCancelled';
  data: RequestRef & { previousStatus: Exclude<VacationStatus, 'cancelled'>; by: 'employee' | 'admin'; cancelledAt: string };
}

/**
 * An approved vacation was cancelled: the manager who approved it must learn that the employee is
 * available again (docs/product/states.md). Appended with the cancellation; the e-mail follows it.
 */
export interface ManagerNotificationRequired {
  type: 'ManagerNotificationRequired';
  data: RequestRef & {
    reason: 'approved_vacation_cancelled';
    managerUserId: string;
    managerEmail: string;
    startDate: string;
    endDate: string;
  };
}

export type VacationEvent =
  VacationRequested | VacationRequestApproved | VacationRequestRejected | VacationRequestCancelled | ManagerNotificationRequired;

/** Version 2 renamed the API's snake_case fields to camelCase (vacation-upcasters.ts reads version 1). */
export const VACATION_EVENT_VERSIONS = {
  VacationRequested: 2,
  VacationRequestApproved: 2,
  VacationRequestRejected: 2,
  VacationRequestCancelled: 1,
  ManagerNotificationRequired: 2,
} as const satisfies Record<VacationEvent['type'], number>;
