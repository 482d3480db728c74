import type { MembershipEvent } from '@rostra/contracts';
import { conflict, type Decider } from '@rostra/platform';
import { decideInvitation, type InvitationCommand } from '../invitations/facts.ts';
import { decideMember, type MemberCommand } from './members.ts';
import { evolveMembership, initialMembershipState, type MembershipState } from '../shared/membership.ts';

export type FoundCommand = {
  type: 'Found';
  organizationId: string;
  memberId: string;
  userId: string;
  email: string;
  name: string | null;
};

export type MembershipCommand = FoundCommand | InvitationCommand | MemberCommand;

function found(command: FoundCommand, state: MembershipState): MembershipEvent[] {
  if (state.organizationId !== null) throw conflict('This organization already has members');
  const { organizationId, memberId, userId, email, name } = command;
  return [
    {
      type: 'MemberJoined',
      data: {
        organizationId,
        memberId,
        userId,
        email,
        name,
        isAdmin: true,
        isEmployee: true,
        firstName: null,
        middleName: null,
        lastName: null,
        preferredName: null,
        via: 'founder',
      },
    },
  ];
}

/** Everything about who belongs to one organization, decided on its `membership-{id}` stream. */
export const membershipDecider: Decider<MembershipCommand, MembershipState, MembershipEvent> = {
  initialState: initialMembershipState,
  evolve: evolveMembership,
  decide(command, state) {
    switch (command.type) {
      case 'Found':
        return found(command, state);
      case 'Invite':
      case 'ResendInvitation':
      case 'CancelInvitation':
      case 'ChangeInvitationRoles':
      case 'AcceptInvitation':
        return decideInvitation(command, state);
      case 'ChangeMemberRoles':
      case 'RemoveMember':
      case 'ChangeMemberName':
        return decideMember(command, state);
    }
  },
};
