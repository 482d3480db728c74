import { isExpired, type ActiveMember, type InvitationState, type MembershipState } from '@rostra/contracts';

// The fold lives in contracts, shared with the audit trail's point-in-time answers.
export {
  evolveMembership,
  initialMembershipState,
  membershipStream,
  type ActiveMember,
  type InvitationState,
  type MembershipState,
} from '@rostra/contracts';

export function adminCount(state: MembershipState): number {
  return Object.values(state.members).filter((member) => member.is_admin).length;
}

/** Pending invitations that have not expired: they hold a place until accepted. */
export function openInvitations(state: MembershipState, now: string): InvitationState[] {
  return Object.values(state.invitations).filter((invitation) => invitation.status === 'pending' && !isExpired(invitation.expiresAt, now));
}

/** What max_employees limits: active members and the places open invitations hold. */
export function placesTaken(state: MembershipState, now: string): number {
  return Object.keys(state.members).length + openInvitations(state, now).length;
}

/** A member by member id or by user id (paths name either). */
export function findMember(state: MembershipState, ref: string): ActiveMember | null {
  return state.members[ref] ?? memberByUser(state, ref);
}

export function memberByUser(state: MembershipState, userId: string): ActiveMember | null {
  return Object.values(state.members).find((member) => member.userId === userId) ?? null;
}
