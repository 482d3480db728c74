import { VACATION_REQUESTS_TABLE, type VacationEvent, type VacationRequestRecord } from '@rostra/contracts';
import type { Projection, RecordedEvent } from '@rostra/platform';

/**
 * Every vacation request, one document each, with who asked, reviewed and cancelled it (by user
 * id and e-mail from the event's metadata; the names are made when read, in the organization's
 * format). A cancelled approved request records that its manager was notified.
 */
export const vacationRequestsProjection: Projection = {
  name: 'vacation_requests',
  version: 1,
  tables: [{ name: VACATION_REQUESTS_TABLE, indexes: [{ fields: ['organization_id', 'end_date'] }, { fields: ['member_id'] }] }],
  eventTypes: [
    'VacationRequested',
    'VacationRequestApproved',
    'VacationRequestRejected',
    'VacationRequestCancelled',
    'ManagerNotificationRequired',
  ],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & VacationEvent;
    const { actorUserId, actorEmail } = recorded.metadata;
    if (event.type === 'VacationRequested') {
      const { requestId, organizationId, memberId, startDate, endDate, requestNotes, requestedAt } = event.data;
      tx.put(VACATION_REQUESTS_TABLE, {
        id: requestId,
        organization_id: organizationId,
        member_id: memberId,
        start_date: startDate,
        end_date: endDate,
        status: 'pending',
        request_notes: requestNotes,
        review_notes: null,
        requested_at: requestedAt,
        requested_by_user_id: actorUserId,
        requested_by_email: actorEmail,
        reviewed_at: null,
        reviewed_by_user_id: null,
        reviewed_by_email: null,
        cancelled_at: null,
        cancelled_by_user_id: null,
        cancelled_by_email: null,
        manager_notified: false,
      } satisfies VacationRequestRecord);
      return;
    }
    const row = await tx.get<VacationRequestRecord>(VACATION_REQUESTS_TABLE, event.data.requestId);
    if (!row) return;
    switch (event.type) {
      case 'VacationRequestApproved':
      case 'VacationRequestRejected': {
        const { reviewNotes, reviewerUserId, reviewerEmail, reviewedAt } = event.data;
        const status = event.type === 'VacationRequestApproved' ? 'approved' : 'rejected';
        tx.put(VACATION_REQUESTS_TABLE, {
          ...row,
          status,
          review_notes: reviewNotes,
          reviewed_at: reviewedAt,
          reviewed_by_user_id: reviewerUserId,
          reviewed_by_email: reviewerEmail,
        });
        return;
      }
      case 'VacationRequestCancelled':
        tx.put(VACATION_REQUESTS_TABLE, {
          ...row,
          status: 'cancelled',
          cancelled_at: event.data.cancelledAt,
          cancelled_by_user_id: actorUserId,
          cancelled_by_email: actorEmail,
        });
        return;
      case 'ManagerNotificationRequired':
        tx.put(VACATION_REQUESTS_TABLE, { ...row, manager_notified: true });
        return;
    }
  },
};
