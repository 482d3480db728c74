/**
 * Who can be scheduled, and the expiry it depends on: one home for the rule the command side, the
 * query side and the web all apply (docs/product/states.md#who-can-be-scheduled).
 */

/** Expiry is a function of time, computed when read: no event marks it. `now` as a Date or an ISO instant. */
export function isExpired(expiresAt: string | null, now: Date | string): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= new Date(now).getTime();
}

/** A member's or invitation's recorded status as read at `now`: a pending one past its expiry is expired. */
export function statusAt<Status extends string>(status: Status, expiresAt: string | null, now: Date | string): Status | 'expired' {
  return status === 'pending' && isExpired(expiresAt, now) ? 'expired' : status;
}

/**
 * Schedulable: flagged as employee, and an active member or a pending, unexpired invitation.
 * `status` is the one read at now (see statusAt), as a Member carries it.
 */
export function isSchedulable(who: { is_employee: boolean; status: string }): boolean {
  return who.is_employee && (who.status === 'active' || who.status === 'pending');
}
