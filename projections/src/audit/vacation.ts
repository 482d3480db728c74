import type { VacationEvent, VacationRequestApproved, VacationRequestRejected } from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';
import { label, people, vacations } from './context.ts';
import type { Described, Describers } from './entry.ts';

const dates = (facts: { start_date: string; end_date: string } | null) =>
  facts ? `${facts.start_date} to ${facts.end_date}` : 'unknown dates';

/** Whom the request is for, what is known of it so far, and the entry's references. */
async function request(tx: ProjectionTx, { memberId, requestId }: { memberId: string; requestId: string }) {
  const who = label(await people.get(tx, memberId), memberId);
  const facts = await vacations.get(tx, requestId);
  return { who, facts, ref: { memberId, requestId } };
}

type Review = (VacationRequestApproved | VacationRequestRejected)['data'];

async function reviewed(tx: ProjectionTx, data: Review, status: 'approved' | 'rejected'): Promise<Described> {
  const { who, facts, ref } = await request(tx, data);
  if (facts) vacations.put(tx, data.requestId, { ...facts, status });
  return {
    kind: `vacation.${status}`,
    ...ref,
    summary: `Vacation of ${who} (${dates(facts)}) ${status}`,
    before: { status: facts?.status ?? 'pending' },
    after: { status },
    details: { start_date: facts?.start_date ?? null, end_date: facts?.end_date ?? null, review_notes: data.reviewNotes },
  };
}

export const vacationDescribers: Describers<VacationEvent> = {
  async VacationRequested({ data }, tx) {
    const { who, ref } = await request(tx, data);
    const { requestId, startDate, endDate, requestNotes, by } = data;
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
  },
  VacationRequestApproved: ({ data }, tx) => reviewed(tx, data, 'approved'),
  VacationRequestRejected: ({ data }, tx) => reviewed(tx, data, 'rejected'),
  async VacationRequestCancelled({ data }, tx) {
    const { who, facts, ref } = await request(tx, data);
    const { requestId, previousStatus, by } = data;
    if (facts) vacations.put(tx, requestId, { ...facts, status: 'cancelled' });
    return {
      kind: 'vacation.cancelled',
      ...ref,
      summary: `Vacation of ${who} (${dates(facts)}) cancelled; it was ${previousStatus}`,
      before: { status: previousStatus },
      after: { status: 'cancelled' },
      details: { start_date: facts?.start_date ?? null, end_date: facts?.end_date ?? null, by },
    };
  },
  async ManagerNotificationRequired({ data }, tx) {
    const { who, ref } = await request(tx, data);
    const { managerEmail, startDate, endDate } = data;
    return {
      kind: 'vacation.manager_notified',
      ...ref,
      summary: `${managerEmail} notified that the approved vacation of ${who} (${startDate} to ${endDate}) was cancelled`,
      details: { manager_email: managerEmail, manager_user_id: data.managerUserId, start_date: startDate, end_date: endDate },
    };
  },
};
