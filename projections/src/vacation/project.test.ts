import { project, type GivenEvent } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { vacationRequestsProjection } from './project.ts';

const ref = (n: number) => ({ organizationId: '7', memberId: 'm1', requestId: `m1.${n}` });
const by = (actor: string, at: string) => ({ actorUserId: actor, actorEmail: `${actor}@example.com`, occurredAt: at });
const requested = (n: number, startDate: string, endDate: string) => ({
  type: 'VacationRequested',
  data: { ...ref(n), startDate, endDate, requestNotes: 'Family', by: 'employee', requestedAt: `2026-11-0${n}T09:00:00.000Z` },
  metadata: by('bo', `2026-11-0${n}T09:00:00.000Z`),
});
const review = (n: number) => ({
  ...ref(n),
  reviewNotes: 'Enjoy',
  reviewerUserId: 'ada',
  reviewerEmail: 'ada@example.com',
  reviewedAt: '2026-11-05T09:00:00.000Z',
});

describe('the vacation requests read model', () => {
  it('lists a new request as pending, with who asked', async () => {
    const { table } = await project(vacationRequestsProjection, [requested(1, '2026-12-01', '2026-12-05')]);
    expect(await table('vacation_requests')).toEqual([
      {
        id: 'm1.1',
        organization_id: '7',
        member_id: 'm1',
        start_date: '2026-12-01',
        end_date: '2026-12-05',
        status: 'pending',
        request_notes: 'Family',
        review_notes: null,
        requested_at: '2026-11-01T09:00:00.000Z',
        requested_by_user_id: 'bo',
        requested_by_email: 'bo@example.com',
        reviewed_at: null,
        reviewed_by_user_id: null,
        reviewed_by_email: null,
        cancelled_at: null,
        cancelled_by_user_id: null,
        cancelled_by_email: null,
        manager_notified: false,
      },
    ]);
  });

  const cancellation = {
    type: 'VacationRequestCancelled',
    data: { ...ref(1), previousStatus: 'approved', by: 'employee', cancelledAt: '2026-11-06T09:00:00.000Z' },
    metadata: by('bo', '2026-11-06T09:00:00.000Z'),
  };
  const notice = { ...ref(1), reason: 'approved_vacation_cancelled', managerUserId: 'ada', managerEmail: 'ada@example.com' };
  const history: GivenEvent[] = [
    requested(1, '2026-12-01', '2026-12-05'),
    requested(2, '2026-12-10', '2026-12-11'),
    { type: 'VacationRequestApproved', data: review(1), metadata: by('ada', '2026-11-05T09:00:00.000Z') },
    { type: 'VacationRequestRejected', data: review(2), metadata: by('ada', '2026-11-05T09:00:00.000Z') },
    cancellation,
    { type: 'ManagerNotificationRequired', data: { ...notice, startDate: '2026-12-01', endDate: '2026-12-05' } },
  ];

  it('records reviews, cancellations and the notice to the manager', async () => {
    const { table } = await project(vacationRequestsProjection, history);
    expect(await table('vacation_requests')).toEqual([
      expect.objectContaining({
        id: 'm1.1',
        status: 'cancelled',
        review_notes: 'Enjoy',
        reviewed_by_user_id: 'ada',
        reviewed_at: '2026-11-05T09:00:00.000Z',
        cancelled_at: '2026-11-06T09:00:00.000Z',
        cancelled_by_user_id: 'bo',
        manager_notified: true,
      }),
      expect.objectContaining({ id: 'm1.2', status: 'rejected', reviewed_by_email: 'ada@example.com', manager_notified: false }),
    ]);
  });

  it('rebuilds the same rows from a log recorded before the events were renamed (version 1)', async () => {
    const v1Request = (n: number, start_date: string, end_date: string) => ({
      type: 'VacationRequested',
      version: 1,
      data: { ...ref(n), start_date, end_date, request_notes: 'Family', by: 'employee', requestedAt: `2026-11-0${n}T09:00:00.000Z` },
      metadata: by('bo', `2026-11-0${n}T09:00:00.000Z`),
    });
    const v1Review = (type: string, n: number) => ({
      type,
      version: 1,
      data: {
        ...ref(n),
        review_notes: 'Enjoy',
        reviewerUserId: 'ada',
        reviewerEmail: 'ada@example.com',
        reviewedAt: '2026-11-05T09:00:00.000Z',
      },
      metadata: by('ada', '2026-11-05T09:00:00.000Z'),
    });
    const recorded = await project(vacationRequestsProjection, [
      v1Request(1, '2026-12-01', '2026-12-05'),
      v1Request(2, '2026-12-10', '2026-12-11'),
      v1Review('VacationRequestApproved', 1),
      v1Review('VacationRequestRejected', 2),
      cancellation,
      { type: 'ManagerNotificationRequired', version: 1, data: { ...notice, start_date: '2026-12-01', end_date: '2026-12-05' } },
    ]);
    const rows = await recorded.table('vacation_requests');
    expect(rows).toEqual(await (await project(vacationRequestsProjection, history)).table('vacation_requests'));
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'm1.1',
        start_date: '2026-12-01',
        end_date: '2026-12-05',
        request_notes: 'Family',
        review_notes: 'Enjoy',
      }),
      expect.objectContaining({ id: 'm1.2', start_date: '2026-12-10', end_date: '2026-12-11', status: 'rejected', review_notes: 'Enjoy' }),
    ]);
  });
});
