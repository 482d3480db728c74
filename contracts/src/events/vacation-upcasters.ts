import type { ManagerNotificationRequired, VacationRequestApproved, VacationRequested } from './vacation.ts';

// Vacation events as version 1 recorded them (field names copied from the API's snake_case
// bodies beside camelCase ones), and the steps that read them as version 2.

type RequestRef = Pick<VacationRequested['data'], 'organizationId' | 'memberId' | 'requestId'>;

export interface VacationRequestedV1 {
  data: RequestRef & {
    start_date: string;
    end_date: string;
    request_notes: string | null;
    by: 'employee' | 'admin';
    requestedAt: string;
  };
}

/** The payload of VacationRequestApproved and VacationRequestRejected alike. */
export interface VacationReviewV1 {
  data: RequestRef & { review_notes: string | null; reviewerUserId: string; reviewerEmail: string; reviewedAt: string };
}

export interface ManagerNotificationRequiredV1 {
  data: RequestRef & {
    reason: 'approved_vacation_cancelled';
    managerUserId: string;
    managerEmail: string;
    start_date: string;
    end_date: string;
  };
}

export function vacationRequestedV1ToV2({
  start_date,
  end_date,
  request_notes,
  ...rest
}: VacationRequestedV1['data']): VacationRequested['data'] {
  return { ...rest, startDate: start_date, endDate: end_date, requestNotes: request_notes };
}

export function vacationReviewV1ToV2({ review_notes, ...rest }: VacationReviewV1['data']): VacationRequestApproved['data'] {
  return { ...rest, reviewNotes: review_notes };
}

export function managerNotificationRequiredV1ToV2({
  start_date,
  end_date,
  ...rest
}: ManagerNotificationRequiredV1['data']): ManagerNotificationRequired['data'] {
  return { ...rest, startDate: start_date, endDate: end_date };
}
