import type { InvitationCreated, MembershipEvent } from '../members/events.ts';
import type { NameParts, Roles } from '../members/api.ts';
import { memberFieldsOf } from '../members/wire.ts';

// The state of a `membership-{organizationId}` stream, folded from its events. Shared by the
// membership decider (command-api) and the audit trail's point-in-time answers (query-api), so
// both read the log the same way. The state keeps the API's names (roles and name parts are
// answered as they are): events' fields are translated as they are folded.

export interface ActiveMember extends Roles, NameParts {
  memberId: string;
  userId: string;
  email: string;
}

/** An invitation as its InvitationCreated recorded it (roles and name parts in the API's names), kept current. */
export interface InvitationState
  extends Roles, NameParts, Pick<InvitationCreated['data'], 'invitationId' | 'email' | 'invitedName' | 'expiresInDays' | 'expiresAt'> {
  /** The only token that still works; resending replaces it. */
  token: string;
  status: 'pending' | 'accepted' | 'cancelled';
}

export interface MembershipState {
  organizationId: string | null;
  /** Active members by member id. */
  members: Record<string, ActiveMember>;
  /** Every invitation ever made, by id. */
  invitations: Record<string, InvitationState>;
}

export const initialMembershipState: MembershipState = { organizationId: null, members: {}, invitations: {} };

export const membershipStream = (organizationId: string) => `membership-${organizationId}`;

function withInvitation(state: MembershipState, invitationId: string, change: Partial<InvitationState>): MembershipState {
  const invitation = state.invitations[invitationId];
  return invitation ? { ...state, invitations: { ...state.invitations, [invitationId]: { ...invitation, ...change } } } : state;
}

function withMember(state: MembershipState, memberId: string, change: Partial<ActiveMember>): MembershipState {
  const member = state.members[memberId];
  return member ? { ...state, members: { ...state.members, [memberId]: { ...member, ...change } } } : state;
}

export function evolveMembership(state: MembershipState, event: MembershipEvent): MembershipState {
  switch (event.type) {
    case 'MemberJoined': {
      const { organizationId, memberId, userId, email, isAdmin, isEmployee, firstName, middleName, lastName, preferredName } = event.data;
      const member: ActiveMember = {
        memberId,
        userId,
        email,
        ...memberFieldsOf({ isAdmin, isEmployee, firstName, middleName, lastName, preferredName }),
      };
      return { ...state, organizationId, members: { ...state.members, [memberId]: member } };
    }
    case 'MemberRolesChanged':
      return withMember(state, event.data.memberId, memberFieldsOf(event.data.after));
    case 'MemberRemoved': {
      const { [event.data.memberId]: _removed, ...members } = state.members;
      return { ...state, members };
    }
    case 'MemberNameChanged':
      return state.members[event.data.memberId]
        ? withMember(state, event.data.memberId, memberFieldsOf(event.data.after))
        : withInvitation(state, event.data.memberId, memberFieldsOf(event.data.after));
    case 'InvitationCreated': {
      const { organizationId: _organizationId, invitedName, invitedByUserId: _byUser, invitedByEmail: _byEmail, ...fields } = event.data;
      const invitation: InvitationState = { ...memberFieldsOf(fields), invitedName, status: 'pending' };
      return { ...state, invitations: { ...state.invitations, [invitation.invitationId]: invitation } };
    }
    case 'InvitationResent':
      return withInvitation(state, event.data.invitationId, { token: event.data.token, expiresAt: event.data.expiresAt });
    case 'InvitationCancelled':
      return withInvitation(state, event.data.invitationId, { status: 'cancelled' });
    case 'InvitationRolesChanged':
      return withInvitation(state, event.data.invitationId, memberFieldsOf(event.data.after));
    case 'InvitationAccepted':
      return withInvitation(state, event.data.invitationId, { status: 'accepted' });
  }
}
