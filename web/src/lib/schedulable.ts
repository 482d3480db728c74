import type { Member } from '@rostra/contracts';

/**
 * docs/product/states.md#who-can-be-scheduled: active members and pending invitations flagged as
 * employees. The member list marks an invitation past its expiry 'expired', so the list alone says
 * who is left out (the server decides the same in command-api's collaborations/schedulable.ts).
 */
export const schedulable = <M extends Pick<Member, 'is_employee' | 'status'>>(members: readonly M[]): M[] =>
  members.filter((member) => member.is_employee && member.status !== 'expired');
