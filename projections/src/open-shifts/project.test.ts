import { splitGenerated } from '@rostra/contracts';
import { aGeneratedMonth } from '@rostra/contracts/testing/generated-month';
import { project, type GivenEvent } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { openShiftsProjection } from './project.ts';

const ref = { organizationId: '7', year: 2026, month: 12, openShiftId: '2026-12.o1' };
const by = (actor: string) => ({ actorUserId: actor, actorEmail: `${actor}@example.com`, occurredAt: '2026-11-29T09:00:00.000Z' });
const posted = (count: number, released: { memberId: string; position: number } | null = null): GivenEvent => ({
  type: 'OpenShiftPosted',
  data: { ...ref, date: '2026-12-04', shiftTypeId: 'late', count, released, postedByUserId: 'ada', postedAt: '2026-11-29T09:00:00.000Z' },
  metadata: by('ada'),
});
const claimed = (memberId: string): GivenEvent => ({
  type: 'OpenShiftClaimed',
  data: { ...ref, memberId, claimedAt: '2026-11-29T10:00:00.000Z' },
  metadata: by(memberId),
});
const assigned = (memberId: string, position: number): GivenEvent => ({
  type: 'ScheduleOpenShiftAssigned',
  data: { ...ref, date: '2026-12-04', shiftTypeId: 'late', memberId, position, assignedAt: '2026-11-29T11:00:00.000Z' },
  metadata: by('ada'),
});
const rows = async (events: GivenEvent[]) => (await project(openShiftsProjection, events)).table('open_shifts');

describe('the open shifts read model', () => {
  it('lists a posted open shift as the API answers it, with whose shift a sick call released', async () => {
    expect(await rows([posted(1, { memberId: 'm-bo', position: 1 })])).toEqual([
      {
        id: '2026-12.o1',
        organization_id: '7',
        period: '2026-12',
        date: '2026-12-04',
        shift_type_id: 'late',
        count: 1,
        filled: 0,
        status: 'open',
        expiry_reason: null,
        posted_at: '2026-11-29T09:00:00.000Z',
        posted_by: 'ada',
        assigned: [],
        claims: [],
        released_member_id: 'm-bo',
      },
    ]);
  });

  it('keeps the claims, and is filled once every place is assigned', async () => {
    const [one] = await rows([posted(2), claimed('m-cy'), assigned('m-cy', 2)]);
    expect(one).toMatchObject({
      status: 'open',
      filled: 1,
      assigned: ['m-cy'],
      claims: [{ member_id: 'm-cy', claimed_at: '2026-11-29T10:00:00.000Z' }],
    });
    const [both] = await rows([posted(2), assigned('m-cy', 2), assigned('m-dee', 3)]);
    expect(both).toMatchObject({ status: 'filled', filled: 2 });
  });

  it('records a cancellation, and forgets a deleted organization’s', async () => {
    const cancelled = { type: 'OpenShiftCancelled', data: { ...ref, cancelledAt: '2026-11-29T12:00:00.000Z' }, metadata: by('ada') };
    expect((await rows([posted(1), cancelled]))[0]).toMatchObject({ status: 'cancelled' });
    expect(await rows([posted(1), { type: 'OrganizationDeleted', data: { organizationId: '7', name: 'W' }, metadata: by('ada') }])).toEqual(
      [],
    );
  });

  describe('expires the open ones when their month changes under them', () => {
    const month = { organizationId: '7', year: 2026, month: 12 };
    const generatedAgain = splitGenerated(aGeneratedMonth({ ...month, requestId: 'r2' })).map((event): GivenEvent => ({
      ...event,
      metadata: by('ada'),
    }));
    const expiredAs = (reason: string) => ({ status: 'expired', expiry_reason: reason });

    it('when the month is cleared or generated again, leaving other months and filled ones as they were', async () => {
      const cleared: GivenEvent = { type: 'ScheduleCleared', data: month, metadata: by('ada') };
      expect((await rows([posted(1), cleared]))[0]).toMatchObject(expiredAs('month_changed'));
      expect((await rows([posted(1), ...generatedAgain]))[0]).toMatchObject(expiredAs('month_changed'));
      const january: GivenEvent = { type: 'ScheduleCleared', data: { ...month, month: 1, year: 2027 }, metadata: by('ada') };
      expect((await rows([posted(1), january]))[0]).toMatchObject({ status: 'open', expiry_reason: null });
      expect((await rows([posted(1), assigned('m-cy', 2), cleared]))[0]).toMatchObject({ status: 'filled', expiry_reason: null });
    });

    it('when its shift type is deleted', async () => {
      const deleted = (shiftTypeId: string): GivenEvent => ({
        type: 'ShiftTypeDeleted',
        data: { organizationId: '7', shiftTypeId, name: shiftTypeId },
        metadata: by('ada'),
      });
      expect((await rows([posted(1), deleted('late')]))[0]).toMatchObject(expiredAs('shift_type_deleted'));
      expect((await rows([posted(1), deleted('early')]))[0]).toMatchObject({ status: 'open' });
    });

    it('as the month’s stream records it on the next step', async () => {
      const expired: GivenEvent = {
        type: 'OpenShiftExpired',
        data: { ...ref, reason: 'month_changed', expiredAt: '2026-11-30T09:00:00.000Z' },
        metadata: by('m-cy'),
      };
      expect((await rows([posted(1), expired]))[0]).toMatchObject(expiredAs('month_changed'));
    });
  });
});
