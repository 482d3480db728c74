import { memberFieldsOf, type MemberRecord, type MembershipEvent, type UserEvent } from '@rostra/contracts';
import { MEMBERS_TABLE, type Projection, type ProjectionTx, type RecordedEvent } from '@rostra/platform';

/**
 * A member of docs/product/entities.md: a user of the organization or a pending invitation, one row each, by
 * member id (an invitation's id, which the member keeps once it is accepted). Cancelled
 * invitations and removed members leave the table. requireOrganizationRole and the session's
 * roles read organization_id, user_id, is_admin, is_employee and status from it.
 */
export type MemberRow = MemberRecord;

async function update(tx: ProjectionTx, id: string, change: Partial<MemberRow>): Promise<void> {
  const row = await tx.get<MemberRow>(MEMBERS_TABLE, id);
  if (row) tx.put(MEMBERS_TABLE, { ...row, ...change });
}

export const membersProjection: Projection = {
  name: 'members',
  version: 2,
  tables: [
    {
      name: MEMBERS_TABLE,
      indexes: [
        { fields: ['organization_id'] },
        { fields: ['user_id'] },
        { fields: ['organization_id', 'email'] },
        { fields: ['organization_id', 'user_id'] },
      ],
    },
  ],
  eventTypes: [
    'MemberJoined',
    'MemberRolesChanged',
    'MemberRemoved',
    'MemberNameChanged',
    'InvitationCreated',
    'InvitationResent',
    'InvitationCancelled',
    'InvitationRolesChanged',
    'UserNameChanged',
  ],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & (MembershipEvent | UserEvent);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'MemberJoined': {
        // Roles, e-mail, name parts and profile name stay; the invitation's row (same id) gives way.
        const { memberId, organizationId, userId, via: _via, invitationId: _invitationId, ...member } = event.data;
        const invitation = await tx.get<MemberRow>(MEMBERS_TABLE, memberId);
        tx.put(MEMBERS_TABLE, {
          ...memberFieldsOf(member),
          id: memberId,
          organization_id: organizationId,
          user_id: userId,
          member_type: 'user',
          status: 'active',
          user_created_at: at,
          expires_at: null,
          invited_by: invitation?.invited_by ?? null,
          invitation_token: null,
          invited_at: invitation?.invited_at ?? null,
        } satisfies MemberRow);
        return;
      }
      case 'InvitationCreated': {
        const {
          invitationId,
          organizationId,
          invitedName,
          token,
          expiresAt,
          invitedByEmail,
          invitedByUserId: _by,
          expiresInDays: _days,
          ...invitation
        } = event.data;
        tx.put(MEMBERS_TABLE, {
          ...memberFieldsOf(invitation),
          id: invitationId,
          organization_id: organizationId,
          user_id: null,
          member_type: 'invitation',
          name: invitedName,
          status: 'pending',
          user_created_at: null,
          expires_at: expiresAt,
          invited_by: invitedByEmail,
          invitation_token: token,
          invited_at: at,
        } satisfies MemberRow);
        return;
      }
      case 'InvitationResent':
        return update(tx, event.data.invitationId, { invitation_token: event.data.token, expires_at: event.data.expiresAt });
      case 'InvitationRolesChanged':
        return update(tx, event.data.invitationId, memberFieldsOf(event.data.after));
      case 'MemberRolesChanged':
      case 'MemberNameChanged':
        return update(tx, event.data.memberId, memberFieldsOf(event.data.after));
      case 'InvitationCancelled':
        tx.delete(MEMBERS_TABLE, event.data.invitationId);
        return;
      case 'MemberRemoved':
        tx.delete(MEMBERS_TABLE, event.data.memberId);
        return;
      case 'UserNameChanged': {
        // The profile name is the fallback display name in every organization of the user.
        const rows = await tx.find<MemberRow>(MEMBERS_TABLE, { where: { user_id: event.data.userId } });
        for (const row of rows) tx.put(MEMBERS_TABLE, { ...row, name: event.data.name });
        return;
      }
    }
  },
};
