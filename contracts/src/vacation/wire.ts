import type { RequestState } from '../folds/vacation.ts';
import type { AdminVacationRequestBody, VacationRequestBody, VacationRequestFields, VacationReviewBody } from './api.ts';

// Where vacation's names cross the API's edge (docs/architecture.md#names-at-the-edge): a body's
// snake_case fields into the camelCase of the commands, and a folded request back into an answer.

/** A new request's days and notes, as RequestVacation takes them. */
export const vacationRequestInput = (body: VacationRequestBody) => ({
  startDate: body.start_date,
  endDate: body.end_date,
  requestNotes: body.request_notes ?? null,
});

/** An admin's creation that approves at once: the review's notes, or null when it does not. */
export const autoApprovalInput = (body: AdminVacationRequestBody) =>
  body.auto_approve ? { reviewNotes: body.review_notes ?? null } : null;

/** A review's decision and notes, as ReviewVacation takes them. */
export const vacationReviewInput = (body: VacationReviewBody) => ({ decision: body.status, reviewNotes: body.review_notes ?? null });

/** A request's own fields as the log knows them, in the API's names. */
export const requestStateFields = (request: RequestState) => ({
  status: request.status,
  start_date: request.startDate,
  end_date: request.endDate,
  request_notes: request.requestNotes,
  review_notes: request.reviewNotes,
  requested_at: request.requestedAt,
  reviewed_at: request.reviewedAt,
  cancelled_at: request.cancelledAt,
});

/** A member's request as the command side answers it (the lists add the names). */
export const vacationRequestAnswer = (memberId: string, request: RequestState): VacationRequestFields => ({
  id: request.requestId,
  member_id: memberId,
  ...requestStateFields(request),
  manager_notified: request.managerNotified,
});
