import type { MembershipEvent } from '@rostra/contracts';
import { conflict, type Decider } from '@rostra/platform';
import { evolveMembership, initialMembershipState, type MembershipState } from './membership.ts';

export type MembershipCommand = {
  type: 'Found';
  organizationId: string;
  memberId: string;
  userId: string;
  email: string;
  name: string | null;
};

export const membershipDecider: Decider<MembershipCommand, MembershipState, MembershipEvent> = {
  initialState: initialMembershipState,
  evolve: evolveMembership,
  decide(command, state) {
    switch (command.type) {
      case 'Found': {
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
              is_admin: true,
              is_employee: true,
              first_name: null,
              middle_name: null,
              last_name: null,
              preferred_name: null,
              via: 'founder',
            },
          },
        ];
      }
    }
  },
};
