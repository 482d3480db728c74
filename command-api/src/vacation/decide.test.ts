import { VACATION_TEXT, type VacationEvent } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { vacationDecider, type RequestVacation, type VacationCommand } from './decide.ts';

const now = '2026-11-02T08:00:00.000Z';
const ref = (n: number) => ({ organizationId: '7', memberId: 'm1', requestId: `m1.${n}` });
const ada = { userId: 'u-ada', email: 'ada@example.com' };
const ask = (startDate: string, endDate: string, extra: Partial<RequestVacation> = {}): VacationCommand => ({
  type: 'RequestVacation',
  organizationId: '7',
  memberId: 'm1',
  schedulable: true,
  by: 'employee',
  startDate,
  endDate,
  requestNotes: null,
  autoApprove: null,
  today: '2026-11-02',
  now,
  ...extra,
});
const requested = (n: number, startDate: string, endDate: string, by: 'employee' | 'admin' = 'employee'): VacationEvent => ({
  type: 'VacationRequested',
  data: { ...ref(n), startDate, endDate, requestNotes: null, by, requestedAt: now },
});
const review = { reviewNotes: null, reviewerUserId: ada.userId, reviewerEmail: ada.email, reviewedAt: now };
const approved = (n: number): VacationEvent => ({ type: 'VacationRequestApproved', data: { ...ref(n), ...review } });
const rejected = (n: number): VacationEvent => ({ type: 'VacationRequestRejected', data: { ...ref(n), ...review } });
const cancelled = (
  n: number,
  previousStatus: 'pending' | 'approved' | 'rejected',
  by: 'employee' | 'admin' = 'employee',
): VacationEvent => ({
  type: 'VacationRequestCancelled',
  data: { ...ref(n), previousStatus, by, cancelledAt: now },
});
const reviewCmd = (n: number, decision: 'approved' | 'rejected'): VacationCommand => ({
  type: 'ReviewVacation',
  ...ref(n),
  decision,
  reviewNotes: null,
  reviewer: ada,
  now,
});
const cancelCmd = (n: number, by: 'employee' | 'admin'): VacationCommand => ({ type: 'CancelVacation', ...ref(n), by, now });

describe('requesting vacation', () => {
  it('records a pending request numbered within the member', () => {
    given(vacationDecider)
      .when(ask('2026-12-01', '2026-12-05'))
      .then([requested(1, '2026-12-01', '2026-12-05')]);
    given(vacationDecider, [requested(1, '2026-12-01', '2026-12-05'), cancelled(1, 'pending')])
      .when(ask('2026-12-01', '2026-12-01'))
      .then([requested(2, '2026-12-01', '2026-12-01')]);
  });

  it('approves at once when an admin creates it with auto-approve', () => {
    given(vacationDecider)
      .when(ask('2026-12-01', '2026-12-05', { by: 'admin', autoApprove: { reviewNotes: null, reviewer: ada } }))
      .then([requested(1, '2026-12-01', '2026-12-05', 'admin'), approved(1)]);
  });

  it("accepts a request starting today, in the organization's time zone, and refuses one starting before", () => {
    given(vacationDecider)
      .when(ask('2026-11-02', '2026-11-02'))
      .then([requested(1, '2026-11-02', '2026-11-02')]);
    given(vacationDecider).when(ask('2026-11-01', '2026-11-03')).thenFails('validation', VACATION_TEXT.inThePast('2026-11-02'));
  });

  it('refuses an end before the start', () => {
    given(vacationDecider).when(ask('2026-12-05', '2026-12-01')).thenFails('validation', VACATION_TEXT.endBeforeStart);
  });

  it('refuses a request sharing a day with a pending or approved one', () => {
    const pending = [requested(1, '2026-12-01', '2026-12-05')];
    given(vacationDecider, pending)
      .when(ask('2026-12-05', '2026-12-08'))
      .thenFails('conflict', VACATION_TEXT.overlaps({ start_date: '2026-12-01', end_date: '2026-12-05', status: 'pending' }));
    given(vacationDecider, [...pending, approved(1)])
      .when(ask('2026-11-20', '2026-12-01'))
      .thenFails('conflict', /existing approved vacation request/);
  });

  it('lets the days of rejected and cancelled requests be asked for again', () => {
    given(vacationDecider, [
      requested(1, '2026-12-01', '2026-12-05'),
      rejected(1),
      requested(2, '2026-12-10', '2026-12-12'),
      cancelled(2, 'pending'),
    ])
      .when(ask('2026-12-01', '2026-12-12'))
      .then([requested(3, '2026-12-01', '2026-12-12')]);
  });

  it('refuses members who are not schedulable: the employee themself 403, a named employee 404', () => {
    given(vacationDecider)
      .when(ask('2026-12-01', '2026-12-01', { schedulable: false }))
      .thenFails('forbidden', VACATION_TEXT.onlyEmployees);
    given(vacationDecider)
      .when(ask('2026-12-01', '2026-12-01', { schedulable: false, by: 'admin' }))
      .thenFails('not_found', VACATION_TEXT.employeeNotFound);
  });
});

describe('reviewing a request', () => {
  const pending = [requested(1, '2026-12-01', '2026-12-05')];

  it('approves or rejects a pending request, with the reviewer', () => {
    given(vacationDecider, pending)
      .when(reviewCmd(1, 'approved'))
      .then([approved(1)]);
    given(vacationDecider, pending)
      .when(reviewCmd(1, 'rejected'))
      .then([rejected(1)]);
  });

  it('refuses to review a request that is not pending', () => {
    given(vacationDecider, [...pending, approved(1)])
      .when(reviewCmd(1, 'rejected'))
      .thenFails('conflict', VACATION_TEXT.reviewOnlyPending('approved'));
    given(vacationDecider, [...pending, rejected(1)])
      .when(reviewCmd(1, 'approved'))
      .thenFails('conflict', VACATION_TEXT.reviewOnlyPending('rejected'));
    given(vacationDecider, [...pending, cancelled(1, 'pending')])
      .when(reviewCmd(1, 'approved'))
      .thenFails('conflict', VACATION_TEXT.reviewOnlyPending('cancelled'));
  });

  it('does not know a request of another stream', () => {
    given(vacationDecider, pending).when(reviewCmd(2, 'approved')).thenFails('not_found', VACATION_TEXT.notFound);
  });
});

describe('cancelling a request', () => {
  const pending = [requested(1, '2026-12-01', '2026-12-05')];
  const notice: VacationEvent = {
    type: 'ManagerNotificationRequired',
    data: {
      ...ref(1),
      reason: 'approved_vacation_cancelled',
      managerUserId: ada.userId,
      managerEmail: ada.email,
      startDate: '2026-12-01',
      endDate: '2026-12-05',
    },
  };

  it('lets an admin cancel pending and approved requests only', () => {
    given(vacationDecider, pending)
      .when(cancelCmd(1, 'admin'))
      .then([cancelled(1, 'pending', 'admin')]);
    given(vacationDecider, [...pending, approved(1)])
      .when(cancelCmd(1, 'admin'))
      .then([cancelled(1, 'approved', 'admin'), notice]);
    given(vacationDecider, [...pending, rejected(1)])
      .when(cancelCmd(1, 'admin'))
      .thenFails('conflict', VACATION_TEXT.adminCancelOnly('rejected'));
  });

  it('lets the employee cancel anything not already cancelled, and tells the approving manager of an approved one', () => {
    given(vacationDecider, pending)
      .when(cancelCmd(1, 'employee'))
      .then([cancelled(1, 'pending')]);
    given(vacationDecider, [...pending, rejected(1)])
      .when(cancelCmd(1, 'employee'))
      .then([cancelled(1, 'rejected')]);
    given(vacationDecider, [...pending, approved(1)])
      .when(cancelCmd(1, 'employee'))
      .then([cancelled(1, 'approved'), notice]);
  });

  it('refuses to cancel twice', () => {
    for (const by of ['employee', 'admin'] as const) {
      given(vacationDecider, [...pending, cancelled(1, 'pending')])
        .when(cancelCmd(1, by))
        .thenFails('conflict', VACATION_TEXT.alreadyCancelled);
    }
  });
});
