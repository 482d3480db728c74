import { memberFieldsOf, type MemberRecord, type MembershipEvent, type UserEvent } from '@rostra/contracts';
import { MEMBERS_TABLE, projectionOf } from '@rostra/platform';
import { rowUpdater } from '../shared/rows.ts';

/**
 * A member of docs/product/entities.md: a user of the organization or a pending invitation, one row each, by
 * member id (an invitation's id, which the member keeps once it is accepted). Cancelled
 * invitations and removed members leave the table. requireOrganizationRole and the session's
 * roles read organization_id, user_id, is_admin, is_employee and status from it.
 */
export type MemberRow = MemberRecord;

const update = rowUpdater<MemberRow>(MEMBERS_TABLE);

export const membersProjection = projectionOf<MembershipEvent | UserEvent>({
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
  on: {
    async MemberJoined({ data, metadata }, tx) {
      // Roles, e-mail, name parts and profile name stay; the invitation's row (same id) gives way.
      const { memberId, organizationId, userId, via: _via, invitationId: _invitationId, ...member } = data;
      const invitation = await tx.get<MemberRow>(MEMBERS_TABLE, memberId);
      tx.put(MEMBERS_TABLE, {
        ...memberFieldsOf(member),
        id: memberId,
        organization_id: organizationId,
        user_id: userId,
        member_type: 'user',
        status: 'active',
        user_created_at: metadata.occurredAt,
        expires_at: null,
        invited_by: invitation?.invited_by ?? null,
        invitation_token: null,
        invited_at: invitation?.invited_at ?? null,
      } satisfies MemberRow);
    },
    MemberRolesChanged: ({ data }, tx) => update(tx, data.memberId, memberFieldsOf(data.after)),
    MemberRemoved: ({ data }, tx) => tx.delete(MEMBERS_TABLE, data.memberId),
    MemberNameChanged: ({ data }, tx) => update(tx, data.memberId, memberFieldsOf(data.after)),
    InvitationCreated({ data, metadata }, tx) {
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
      } = data;
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
        invited_at: metadata.occurredAt,
      } satisfies MemberRow);
    },
    InvitationResent: ({ data }, tx) => update(tx, data.invitationId, { invitation_token: data.token, expires_at: data.expiresAt }),
    InvitationCancelled: ({ data }, tx) => tx.delete(MEMBERS_TABLE, data.invitationId),
    InvitationRolesChanged: ({ data }, tx) => update(tx, data.invitationId, memberFieldsOf(data.after)),
    async UserNameChanged({ data }, tx) {
      // The profile name is the fallback display name in every organization of the user.
      const rows = await tx.find<MemberRow>(MEMBERS_TABLE, { where: { user_id: data.userId } });
      for (const row of rows) tx.put(MEMBERS_TABLE, { ...row, name: data.name });
    },
  },
});
