import type { MembershipEvent, Roles } from '@rostra/contracts';

export interface ActiveMember extends Roles {
  memberId: string;
  userId: string;
  email: string;
}

export interface MembershipState {
  organizationId: string | null;
  /** Active members by member id. */
  members: Record<string, ActiveMember>;
}

export const initialMembershipState: MembershipState = { organizationId: null, members: {} };

export const membershipStream = (organizationId: string) => `membership-${organizationId}`;

export function evolveMembership(state: MembershipState, event: MembershipEvent): MembershipState {
  switch (event.type) {
    case 'MemberJoined': {
      const { organizationId, memberId, userId, email, is_admin, is_employee } = event.data;
      return { organizationId, members: { ...state.members, [memberId]: { memberId, userId, email, is_admin, is_employee } } };
    }
  }
}

export function adminCount(state: MembershipState): number {
  return Object.values(state.members).filter((member) => member.is_admin).length;
}
