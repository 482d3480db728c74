import { datesOverlap, VACATION_TEXT, type VacationEvent } from '@rostra/contracts';
import { badRequest, conflict, forbidden, notFound, type Decider } from '@rostra/platform';
import { daysOf, evolveVacation, initialVacationState, requestIdOf, type RequestState, type VacationState } from './vacation.ts';

interface Actor {
  userId: string;
  email: string;
}

export type RequestVacation = {
  type: 'RequestVacation';
  organizationId: string;
  memberId: string;
  /** docs/product/states.md: an active user or a pending invitation flagged as employee, per the membership stream. */
  schedulable: boolean;
  by: 'employee' | 'admin';
  startDate: string;
  endDate: string;
  requestNotes: string | null;
  /** Admin creation with auto-approve: created, then approved at once (docs/product/screens-and-routes.md, docs/product/states.md). */
  autoApprove: { reviewNotes: string | null; reviewer: Actor } | null;
  /** In the organization's time zone. */
  today: string;
  now: string;
};

export type VacationCommand =
  | RequestVacation
  | {
      type: 'ReviewVacation';
      organizationId: string;
      memberId: string;
      requestId: string;
      decision: 'approved' | 'rejected';
      reviewNotes: string | null;
      reviewer: Actor;
      now: string;
    }
  | { type: 'CancelVacation'; organizationId: string; memberId: string; requestId: string; by: 'employee' | 'admin'; now: string };

/** Requests that still hold their days: a new one may not share a day with them. */
const holdsDays = (request: RequestState) => request.status === 'pending' || request.status === 'approved';

function request(command: RequestVacation, state: VacationState): VacationEvent[] {
  const { organizationId, memberId, by, startDate, endDate, requestNotes, autoApprove, today, now } = command;
  if (!command.schedulable) throw by === 'employee' ? forbidden(VACATION_TEXT.onlyEmployees) : notFound(VACATION_TEXT.employeeNotFound);
  if (endDate < startDate) throw badRequest(VACATION_TEXT.endBeforeStart);
  if (startDate < today) throw badRequest(VACATION_TEXT.inThePast(today));
  const overlapping = Object.values(state.requests).find((other) => holdsDays(other) && datesOverlap(daysOf(other), daysOf(command)));
  if (overlapping) throw conflict(VACATION_TEXT.overlaps({ ...daysOf(overlapping), status: overlapping.status }));
  const requestId = requestIdOf(memberId, Object.keys(state.requests).length + 1);
  const ref = { organizationId, memberId, requestId };
  const requested: VacationEvent = {
    type: 'VacationRequested',
    data: { ...ref, startDate, endDate, requestNotes, by, requestedAt: now },
  };
  if (!autoApprove) return [requested];
  const { reviewNotes, reviewer } = autoApprove;
  return [
    requested,
    {
      type: 'VacationRequestApproved',
      data: { ...ref, reviewNotes, reviewerUserId: reviewer.userId, reviewerEmail: reviewer.email, reviewedAt: now },
    },
  ];
}

function existing(state: VacationState, requestId: string): RequestState {
  const found = state.requests[requestId];
  if (!found) throw notFound(VACATION_TEXT.notFound);
  return found;
}

/** One member's vacation requests, decided on `vacations-{organizationId}-{memberId}`. */
export const vacationDecider: Decider<VacationCommand, VacationState, VacationEvent> = {
  initialState: initialVacationState,
  evolve: evolveVacation,
  decide(command, state) {
    switch (command.type) {
      case 'RequestVacation':
        return request(command, state);
      case 'ReviewVacation': {
        const { organizationId, memberId, requestId, decision, reviewNotes, reviewer, now } = command;
        const { status } = existing(state, requestId);
        if (status !== 'pending') throw conflict(VACATION_TEXT.reviewOnlyPending(status));
        const data = {
          organizationId,
          memberId,
          requestId,
          reviewNotes,
          reviewerUserId: reviewer.userId,
          reviewerEmail: reviewer.email,
          reviewedAt: now,
        };
        return [decision === 'approved' ? { type: 'VacationRequestApproved', data } : { type: 'VacationRequestRejected', data }];
      }
      case 'CancelVacation': {
        const { organizationId, memberId, requestId, by, now } = command;
        const found = existing(state, requestId);
        // docs/product/states.md: admins cancel pending or approved requests; the employee anything not already cancelled.
        if (found.status === 'cancelled') throw conflict(VACATION_TEXT.alreadyCancelled);
        if (by === 'admin' && !holdsDays(found)) throw conflict(VACATION_TEXT.adminCancelOnly(found.status));
        const ref = { organizationId, memberId, requestId };
        const cancelled: VacationEvent = {
          type: 'VacationRequestCancelled',
          data: { ...ref, previousStatus: found.status, by, cancelledAt: now },
        };
        if (found.status !== 'approved' || !found.reviewer) return [cancelled];
        const { startDate, endDate, reviewer } = found;
        const notice = {
          ...ref,
          reason: 'approved_vacation_cancelled',
          managerUserId: reviewer.userId,
          managerEmail: reviewer.email,
          startDate,
          endDate,
        } as const;
        return [cancelled, { type: 'ManagerNotificationRequired', data: notice }];
      }
    }
  },
};
