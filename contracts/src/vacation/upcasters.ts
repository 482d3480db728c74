import { renamed } from '../events/renamed.ts';
import type { ManagerNotificationRequired, VacationRequestApproved, VacationRequested } from './events.ts';

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

export const vacationRequestedV1ToV2: (data: VacationRequestedV1['data']) => VacationRequested['data'] = renamed({
  start_date: 'startDate',
  end_date: 'endDate',
  request_notes: 'requestNotes',
});

export const vacationReviewV1ToV2: (data: VacationReviewV1['data']) => VacationRequestApproved['data'] = renamed({
  review_notes: 'reviewNotes',
});

export const managerNotificationRequiredV1ToV2: (data: ManagerNotificationRequiredV1['data']) => ManagerNotificationRequired['data'] =
  renamed({
    start_date: 'startDate',
    end_date: 'endDate',
  });
