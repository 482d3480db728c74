import { isSchedulable, statusAt, type MembershipState } from '@rostra/contracts';

/**
 * docs/product/states.md#who-can-be-scheduled: who can be scheduled, as the membership log says at `now`: active members and
 * pending, unexpired invitations, flagged as employees. An accepted invitation's member keeps
 * its id, so a rule made with a pending invitation still names the member.
 */
export function schedulableMemberIds(state: MembershipState, now: string): string[] {
  const members = Object.values(state.members)
    .filter((member) => isSchedulable({ ...member, status: 'active' }))
    .map((member) => member.memberId);
  const invitations = Object.values(state.invitations)
    .filter((invitation) => isSchedulable({ ...invitation, status: statusAt(invitation.status, invitation.expiresAt, now) }))
    .map((invitation) => invitation.invitationId);
  return [...members, ...invitations];
}
