import { isSchedulable, type Member } from '@rostra/contracts';

/**
 * docs/product/states.md#who-can-be-scheduled, by the one rule in contracts/src/members/schedulable.ts:
 * the member list already marks an invitation past its expiry 'expired', so it alone says who is left out.
 */
export const schedulable = <M extends Pick<Member, 'is_employee' | 'status'>>(members: readonly M[]): M[] => members.filter(isSchedulable);
