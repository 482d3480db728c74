import { event, type Random } from './history-events.ts';
import type { Append, PublishedMonth, Timeline } from './history-model.ts';

/**
 * A trade on a published month as the command side records it: a member offers a shift they work
 * to a colleague, who accepts; then it is declined, cancelled, expires, or is approved and applied.
 */
export function* trade(rng: Random, published: PublishedMonth, n: number, time: Timeline): Generator<Append> {
  const { organizationId, year, month, stream, shifts, members, admin } = published;
  const given = shifts[n % shifts.length];
  const giver = members.find((member) => member.memberId === given?.member_id);
  const taker = members.find((member) => member.memberId !== given?.member_id);
  if (!given || !giver || !taker) return;
  const ref = { organizationId, year, month, tradeId: `${year}-${String(month).padStart(2, '0')}.${n + 1}` };
  const meta = { organizationId };
  const give = { date: given.date, shiftTypeId: given.shift_type_id, memberId: giver.memberId };
  const offeredAt = time.next();
  const acceptedAt = time.next();
  const events = [
    event('TradeOffered', { ...ref, give, take: null, toMemberId: taker.memberId, offeredAt }, giver, offeredAt, meta),
    event('TradeAccepted', { ...ref, memberId: taker.memberId, needsApproval: true, acceptedAt }, taker, acceptedAt, meta),
  ];
  const at = time.next();
  const review = { notes: null, reviewerUserId: admin.userId, reviewerEmail: admin.email, reviewedAt: at };
  const ending = rng.pick(['applied', 'declined', 'cancelled', 'expired'] as const);
  if (ending === 'declined') events.push(event('TradeDeclined', { ...ref, ...review }, admin, at, meta));
  if (ending === 'cancelled') events.push(event('TradeCancelled', { ...ref, cancelledAt: at }, giver, at, meta));
  if (ending === 'expired') events.push(event('TradeExpired', { ...ref, reason: 'shift_changed', expiredAt: at }, admin, at, meta));
  if (ending === 'applied') {
    const shift = {
      date: given.date,
      shiftTypeId: given.shift_type_id,
      fromMemberId: giver.memberId,
      toMemberId: taker.memberId,
      position: given.position,
    };
    events.push(
      event('TradeApproved', { ...ref, ...review }, admin, at, meta),
      event('ScheduleTradeApplied', { ...ref, shifts: [shift], appliedAt: at }, admin, at, meta),
    );
    // Applied within the notice (as if on the day before): the people of both sides changed at short notice.
    if (rng.chance(0.5)) {
      const side = (memberId: string, action: 'assign' | 'unassign') => ({
        date: shift.date,
        shiftTypeId: shift.shiftTypeId,
        memberId,
        action,
      });
      const changes = [side(giver.memberId, 'unassign'), side(taker.memberId, 'assign')];
      events.push(
        event(
          'ShortNoticeChangesRecorded',
          { organizationId, year, month, cause: 'trade', changes, noticeDays: 14, today: shift.date },
          admin,
          at,
          meta,
        ),
      );
    }
  }
  yield { stream, events };
}
