import { describe, expect, it } from 'vitest';
import { evolveVacation, initialVacationState } from '../folds/vacation.ts';
import { vacationRequestBody } from './api.ts';
import { vacationRequestAnswer, vacationRequestInput, vacationReviewInput } from './wire.ts';

// The two directions of vacation's wire agree: what a body says comes back in the answer under
// the same API names, once recorded in the event's names and folded.

const requested = (body: unknown) => {
  const input = vacationRequestInput(vacationRequestBody.parse(body));
  const ref = { organizationId: 'o1', memberId: 'm1', requestId: 'm1.1' };
  return evolveVacation(initialVacationState, {
    type: 'VacationRequested',
    data: { ...ref, ...input, by: 'employee', requestedAt: '2026-11-02T09:00:00.000Z' },
  }).requests['m1.1']!;
};

describe('vacation at the edge', () => {
  it('answers a recorded request with the dates and notes its body gave', () => {
    const answer = vacationRequestAnswer('m1', requested({ start_date: '2026-12-01', end_date: '2026-12-03', request_notes: 'family' }));
    expect(answer).toEqual({
      id: 'm1.1',
      member_id: 'm1',
      start_date: '2026-12-01',
      end_date: '2026-12-03',
      status: 'pending',
      request_notes: 'family',
      review_notes: null,
      requested_at: '2026-11-02T09:00:00.000Z',
      reviewed_at: null,
      cancelled_at: null,
      manager_notified: false,
    });
  });

  it('records absent notes as null', () => {
    expect(requested({ start_date: '2026-12-01', end_date: '2026-12-01' }).requestNotes).toBeNull();
  });

  it('takes a review body as the decision and its notes', () => {
    expect(vacationReviewInput({ status: 'rejected', review_notes: 'busy week' })).toEqual({
      decision: 'rejected',
      reviewNotes: 'busy week',
    });
    expect(vacationReviewInput({ status: 'approved' })).toEqual({ decision: 'approved', reviewNotes: null });
  });
});
