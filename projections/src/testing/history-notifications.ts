import { DEFAULT_EMAIL_SETTINGS, notificationsStream, shiftRemindersStream, type ScheduledShift } from '@rostra/contracts';
import { event, type Random } from './history-events.ts';
import type { Append, Member, Timeline } from './history-model.ts';

/**
 * Of a published month: the clock's reminder of one of its days, and a member who reads their
 * notifications (by ids as the read model makes them, some of them someone else's) and switches
 * an e-mail off.
 */
export function* notifications(
  rng: Random,
  published: { organizationId: string; shifts: readonly ScheduledShift[]; members: readonly Member[] },
  time: Timeline,
): Generator<Append> {
  const { organizationId, shifts, members } = published;
  const date = shifts[0]?.date;
  if (!date) return;
  const at = time.next();
  const due = shifts
    .filter((shift) => shift.date === date)
    .map((shift) => ({ memberId: shift.member_id, shiftTypeId: shift.shift_type_id }));
  yield {
    stream: shiftRemindersStream(organizationId, date),
    events: [
      event('ShiftRemindersDue', { organizationId, date, shifts: due, dueAt: at }, { userId: null, email: null }, at, { organizationId }),
    ],
  };
  const reader = rng.pick(members);
  const self = { userId: reader.userId, email: reader.email };
  const ids = [1, 2, 3].map((n) => `${String(rng.int(1000 * n)).padStart(20, '0')}.${rng.pick(members).userId}`);
  yield {
    stream: notificationsStream(reader.userId),
    events: [
      event('NotificationsRead', { userId: reader.userId, ids, readAt: at }, self, at),
      event(
        'NotificationSettingsChanged',
        { userId: reader.userId, email: { ...DEFAULT_EMAIL_SETTINGS, trade_offered: rng.chance(0.5) }, changedAt: at },
        self,
        at,
      ),
    ],
  };
}
