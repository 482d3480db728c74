import { project, type GivenEvent } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { tradesProjection } from './project.ts';

const ref = { organizationId: '7', year: 2026, month: 12, tradeId: '2026-12.1' };
const by = (actor: string) => ({ actorUserId: actor, actorEmail: `${actor}@example.com`, occurredAt: '2026-11-29T09:00:00.000Z' });
const offered: GivenEvent = {
  type: 'TradeOffered',
  data: {
    ...ref,
    give: { date: '2026-12-04', shiftTypeId: 'late', memberId: 'm-bo' },
    take: null,
    toMemberId: 'm-cy',
    offeredAt: '2026-11-29T09:00:00.000Z',
  },
  metadata: by('bo'),
};
const accepted: GivenEvent = {
  type: 'TradeAccepted',
  data: { ...ref, memberId: 'm-cy', needsApproval: true, acceptedAt: '2026-11-29T10:00:00.000Z' },
  metadata: by('cy'),
};
const review = { ...ref, notes: 'Fine', reviewerUserId: 'ada', reviewerEmail: 'ada@example.com', reviewedAt: '2026-11-29T11:00:00.000Z' };
const shift = { date: '2026-12-04', shiftTypeId: 'late', fromMemberId: 'm-bo', toMemberId: 'm-cy', position: 1 };

const rows = async (events: GivenEvent[]) => (await project(tradesProjection, events)).table('trades');

describe('the trades read model', () => {
  it('lists an offered trade as open, as the API answers it', async () => {
    expect(await rows([offered])).toEqual([
      {
        id: '2026-12.1',
        organization_id: '7',
        status: 'open',
        give: { date: '2026-12-04', shift_type_id: 'late', member_id: 'm-bo' },
        take: null,
        to_member_id: 'm-cy',
        accepted_by: null,
        notes: null,
        expiry_reason: null,
        offered_at: '2026-11-29T09:00:00.000Z',
        applied: false,
      },
    ]);
  });

  it('follows an acceptance, an approval and its application', async () => {
    const approved = { type: 'TradeApproved', data: review, metadata: by('ada') };
    const applied = { type: 'ScheduleTradeApplied', data: { ...ref, shifts: [shift], appliedAt: review.reviewedAt }, metadata: by('ada') };
    const [row] = await rows([offered, accepted, approved, applied]);
    expect(row).toMatchObject({ status: 'approved', accepted_by: 'm-cy', notes: 'Fine', applied: true });
  });

  it('records a decline, a cancellation and an expiry with its reason', async () => {
    const declined = await rows([offered, accepted, { type: 'TradeDeclined', data: review, metadata: by('ada') }]);
    expect(declined[0]).toMatchObject({ status: 'declined', notes: 'Fine', applied: false });
    const cancelled = await rows([
      offered,
      { type: 'TradeCancelled', data: { ...ref, cancelledAt: review.reviewedAt }, metadata: by('bo') },
    ]);
    expect(cancelled[0]).toMatchObject({ status: 'cancelled' });
    const expiry = { ...ref, reason: 'shift_changed', expiredAt: review.reviewedAt };
    const expired = await rows([offered, { type: 'TradeExpired', data: expiry, metadata: by('cy') }]);
    expect(expired[0]).toMatchObject({ status: 'expired', expiry_reason: 'shift_changed' });
  });

  it('forgets the trades of a deleted organization', async () => {
    expect(
      await rows([offered, { type: 'OrganizationDeleted', data: { organizationId: '7', name: 'Ward 4' }, metadata: by('ada') }]),
    ).toEqual([]);
  });
});
