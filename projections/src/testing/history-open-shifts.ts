import { event } from './history-events.ts';
import type { Append, PublishedMonth, Timeline } from './history-model.ts';

/**
 * An open shift on a published month as the command side records it: a sick call releases a
 * member's shift (or an admin posts two places on it), a colleague claims it and is assigned,
 * or the admin cancels it, or its next step finds it expired (its shift type deleted meanwhile). Deterministic in `n` (no draw), so the histories' other draws stay as they were.
 */
export function* openShift(published: PublishedMonth, n: number, time: Timeline): Generator<Append> {
  const { organizationId, year, month, stream, shifts, members, admin } = published;
  const shift = shifts[(n * 3) % Math.max(shifts.length, 1)];
  const worker = members.find((member) => member.memberId === shift?.member_id);
  const claimer = members.find((member) => member.memberId !== shift?.member_id);
  if (!shift || !worker || !claimer) return;
  const ref = { organizationId, year, month, openShiftId: `${year}-${String(month).padStart(2, '0')}.o${n + 1}` };
  const meta = { organizationId };
  const sickCall = n % 2 === 0;
  const postedAt = time.next();
  const place = { date: shift.date, shiftTypeId: shift.shift_type_id };
  const released = sickCall ? { memberId: worker.memberId, position: shift.position } : null;
  const events = [
    event(
      'OpenShiftPosted',
      { ...ref, ...place, count: sickCall ? 1 : 2, released, postedByUserId: admin.userId, postedAt },
      admin,
      postedAt,
      meta,
    ),
  ];
  const claimedAt = time.next();
  events.push(event('OpenShiftClaimed', { ...ref, memberId: claimer.memberId, claimedAt }, claimer, claimedAt, meta));
  const at = time.next();
  if (n % 3 === 2) events.push(event('OpenShiftCancelled', { ...ref, cancelledAt: at }, admin, at, meta));
  else if (n % 4 === 1) {
    events.push(event('OpenShiftExpired', { ...ref, reason: 'shift_type_deleted', expiredAt: at }, admin, at, meta));
  } else {
    const assigned = { ...ref, ...place, memberId: claimer.memberId, position: shift.position + 1, assignedAt: at };
    events.push(event('ScheduleOpenShiftAssigned', assigned, admin, at, meta));
  }
  yield { stream, events };
}
