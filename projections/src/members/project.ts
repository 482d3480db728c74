import type { MembershipEvent } from '@rostra/contracts';
import { MEMBERS_TABLE, type Projection, type RecordedEvent } from '@rostra/platform';

/** A member of SPEC §3: a user of the organization or an invitation, one row each. */
export interface MemberRow {
  id: string;
  organization_id: string;
  user_id: string | null;
  member_type: 'user' | 'invitation';
  name: string | null;
  email: string;
  is_admin: boolean;
  is_employee: boolean;
  status: 'active' | 'pending' | 'expired';
  user_created_at: string | null;
  expires_at: string | null;
  invited_by: string | null;
  invitation_token: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  preferred_name: string | null;
  [key: string]: unknown;
}

export const membersProjection: Projection = {
  name: 'members',
  version: 1,
  tables: [
    {
      name: MEMBERS_TABLE,
      indexes: [{ fields: ['organization_id'] }, { fields: ['user_id'] }, { fields: ['organization_id', 'email'] }],
    },
  ],
  eventTypes: ['MemberJoined'],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & MembershipEvent;
    switch (event.type) {
      case 'MemberJoined': {
        const { memberId, organizationId, userId, email, name, is_admin, is_employee, first_name, middle_name, last_name, preferred_name } = event.data;
        const row: MemberRow = {
          id: memberId,
          organization_id: organizationId,
          user_id: userId,
          member_type: 'user',
          name,
          email,
          is_admin,
          is_employee,
          status: 'active',
          user_created_at: recorded.metadata.occurredAt,
          expires_at: null,
          invited_by: null,
          invitation_token: null,
          first_name,
          middle_name,
          last_name,
          preferred_name,
        };
        tx.put(MEMBERS_TABLE, row);
        return;
      }
    }
  },
};
