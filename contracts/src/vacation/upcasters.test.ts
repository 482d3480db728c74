import { describe, it } from 'vitest';
import { expectUpcast } from '../testing/upcast.ts';

// Payloads exactly as version 1 recorded them, read as version 2.
const ref = { organizationId: '7', memberId: 'm1', requestId: 'm1.1' };

describe('vacation events of version 1', () => {
  it('VacationRequested reads its dates and notes in camelCase', () => {
    const v1 = {
      ...ref,
      start_date: '2026-12-01',
      end_date: '2026-12-05',
      request_notes: 'Family',
      by: 'employee',
      requestedAt: '2026-11-02T08:00:00.000Z',
    };
    expectUpcast('VacationRequested', 1, v1, 2, {
      ...ref,
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      requestNotes: 'Family',
      by: 'employee',
      requestedAt: '2026-11-02T08:00:00.000Z',
    });
  });

  it.each(['VacationRequestApproved', 'VacationRequestRejected'])('%s reads its review notes in camelCase', (type) => {
    const review = { reviewerUserId: 'u-ada', reviewerEmail: 'ada@example.com', reviewedAt: '2026-11-03T08:00:00.000Z' };
    expectUpcast(type, 1, { ...ref, review_notes: null, ...review }, 2, { ...ref, reviewNotes: null, ...review });
  });

  it('ManagerNotificationRequired reads its dates in camelCase and keeps its reason', () => {
    const manager = { reason: 'approved_vacation_cancelled', managerUserId: 'u-ada', managerEmail: 'ada@example.com' };
    expectUpcast('ManagerNotificationRequired', 1, { ...ref, ...manager, start_date: '2026-12-01', end_date: '2026-12-05' }, 2, {
      ...ref,
      ...manager,
      startDate: '2026-12-01',
      endDate: '2026-12-05',
    });
  });
});
