import type { VacationEvent } from '@rostra/contracts';
import type { ProjectionTx, RecordedEvent } from '@rostra/platform';
import { label, people, vacations } from './context.ts';
import { describers, type Described } from './entry.ts';

const dates = (facts: { start_date: string; end_date: string } | null) =>
  facts ? `${facts.start_date} to ${facts.end_date}` : 'unknown dates';

async function describe(event: RecordedEvent & VacationEvent, tx: ProjectionTx): Promise<Described> {
  const { memberId, requestId } = event.data;
  const who = label(await people.get(tx, memberId), memberId);
  const facts = await vacations.get(tx, requestId);
  const ref = { memberId, requestId };
  switch (event.type) {
    case 'VacationRequested': {
      const { startDate, endDate, requestNotes, by } = event.data;
      const days = { start_date: startDate, end_date: endDate };
      vacations.put(tx, requestId, { ...days, status: 'pending' });
      const behalf = by === 'admin' ? ' (by an administrator on their behalf)' : '';
      return {
        kind: 'vacation.requested',
        ...ref,
        summary: `Vacation requested for ${who}: ${startDate} to ${endDate}${behalf}`,
        after: { status: 'pending', ...days },
        details: { ...days, request_notes: requestNotes, by },
      };
    }
    case 'VacationRequestApproved':
    case 'VacationRequestRejected': {
      const status = event.type === 'VacationRequestApproved' ? 'approved' : 'rejected';
      if (facts) vacations.put(tx, requestId, { ...facts, status });
      return {
        kind: `vacation.${status}`,
        ...ref,
        summary: `Vacation of ${who} (${dates(facts)}) ${status}`,
        before: { status: facts?.status ?? 'pending' },
        after: { status },
        details: { start_date: facts?.start_date ?? null, end_date: facts?.end_date ?? null, review_notes: event.data.reviewNotes },
      };
    }
    case 'VacationRequestCancelled': {
      const { previousStatus, by } = event.data;
      if (facts) vacations.put(tx, requestId, { ...facts, status: 'cancelled' });
      return {
        kind: 'vacation.cancelled',
        ...ref,
        summary: `Vacation of ${who} (${dates(facts)}) cancelled; it was ${previousStatus}`,
        before: { status: previousStatus },
        after: { status: 'cancelled' },
        details: { start_date: facts?.start_date ?? null, end_date: facts?.end_date ?? null, by },
      };
    }
    case 'ManagerNotificationRequired': {
      const { managerEmail, startDate, endDate } = event.data;
      return {
        kind: 'vacation.manager_notified',
        ...ref,
        summary: `${managerEmail} notified that the approved vacation of ${who} (${startDate} to ${endDate}) was cancelled`,
        details: { manager_email: managerEmail, manager_user_id: event.data.managerUserId, start_date: startDate, end_date: endDate },
      };
    }
  }
}

const VACATION_TYPES: Record<VacationEvent['type'], true> = {
  VacationRequested: true,
  VacationRequestApproved: true,
  VacationRequestRejected: true,
  VacationRequestCancelled: true,
  ManagerNotificationRequired: true,
};
export const vacationDescribers = describers(Object.keys(VACATION_TYPES), (event, tx) =>
  describe(event as RecordedEvent & VacationEvent, tx),
);
