import {
  VACATION_REQUESTS_TABLE,
  type VacationEvent,
  type VacationRequestApproved,
  type VacationRequestRecord,
  type VacationRequestRejected,
} from '@rostra/contracts';
import { projectionOf, type ProjectionTx } from '@rostra/platform';
import { rowUpdater } from '../shared/rows.ts';

const update = rowUpdater<VacationRequestRecord>(VACATION_REQUESTS_TABLE);

/** An approval or a rejection: the same review, with its outcome. */
function reviewed(status: 'approved' | 'rejected') {
  return ({ data }: { data: (VacationRequestApproved | VacationRequestRejected)['data'] }, tx: ProjectionTx) =>
    update(tx, data.requestId, {
      status,
      review_notes: data.reviewNotes,
      reviewed_at: data.reviewedAt,
      reviewed_by_user_id: data.reviewerUserId,
      reviewed_by_email: data.reviewerEmail,
    });
}

/**
 * Every vacation request, one document each, with who asked, reviewed and cancelled it (by user
 * id and e-mail from the event's metadata; the names are made when read, in the organization's
 * format). A cancelled approved request records that its manager was notified.
 */
export const vacationRequestsProjection = projectionOf<VacationEvent>({
  name: 'vacation_requests',
  version: 1,
  tables: [{ name: VACATION_REQUESTS_TABLE, indexes: [{ fields: ['organization_id', 'end_date'] }, { fields: ['member_id'] }] }],
  on: {
    VacationRequested({ data, metadata }, tx) {
      tx.put(VACATION_REQUESTS_TABLE, {
        id: data.requestId,
        organization_id: data.organizationId,
        member_id: data.memberId,
        start_date: data.startDate,
        end_date: data.endDate,
        status: 'pending',
        request_notes: data.requestNotes,
        review_notes: null,
        requested_at: data.requestedAt,
        requested_by_user_id: metadata.actorUserId,
        requested_by_email: metadata.actorEmail,
        reviewed_at: null,
        reviewed_by_user_id: null,
        reviewed_by_email: null,
        cancelled_at: null,
        cancelled_by_user_id: null,
        cancelled_by_email: null,
        manager_notified: false,
      } satisfies VacationRequestRecord);
    },
    VacationRequestApproved: reviewed('approved'),
    VacationRequestRejected: reviewed('rejected'),
    VacationRequestCancelled: ({ data, metadata }, tx) =>
      update(tx, data.requestId, {
        status: 'cancelled',
        cancelled_at: data.cancelledAt,
        cancelled_by_user_id: metadata.actorUserId,
        cancelled_by_email: metadata.actorEmail,
      }),
    ManagerNotificationRequired: ({ data }, tx) => update(tx, data.requestId, { manager_notified: true }),
  },
});
