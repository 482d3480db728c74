import { INVITATIONS_TABLE, memberFieldsOf, type InvitationRecord, type MembershipEvent } from '@rostra/contracts';
import { projectionOf } from '@rostra/platform';
import { rowUpdater } from '../shared/rows.ts';

/**
 * Every invitation of every organization, with its whole life: the admins' list by status and
 * the public acceptance page (by token) read from here.
 */
export type InvitationRow = InvitationRecord;

const update = rowUpdater<InvitationRow>(INVITATIONS_TABLE);

export const invitationsProjection = projectionOf<MembershipEvent>({
  name: 'invitations',
  version: 1,
  tables: [{ name: INVITATIONS_TABLE, indexes: [{ fields: ['organization_id'] }, { fields: ['token'] }] }],
  on: {
    InvitationCreated({ data, metadata }, tx) {
      const { invitationId, organizationId, expiresAt, invitedByEmail, invitedByUserId: _by, expiresInDays: _days, ...invitation } = data;
      tx.put(INVITATIONS_TABLE, {
        ...memberFieldsOf(invitation),
        id: invitationId,
        organization_id: organizationId,
        status: 'pending',
        expires_at: expiresAt,
        invited_by: invitedByEmail,
        created_at: metadata.occurredAt,
        resent_at: null,
        accepted_at: null,
        accepted_user_id: null,
        cancelled_at: null,
      } satisfies InvitationRow);
    },
    InvitationResent: ({ data, metadata }, tx) =>
      update(tx, data.invitationId, { token: data.token, expires_at: data.expiresAt, resent_at: metadata.occurredAt }),
    InvitationCancelled: ({ data, metadata }, tx) =>
      update(tx, data.invitationId, { status: 'cancelled', cancelled_at: metadata.occurredAt }),
    InvitationRolesChanged: ({ data }, tx) => update(tx, data.invitationId, memberFieldsOf(data.after)),
    InvitationAccepted: ({ data, metadata }, tx) =>
      update(tx, data.invitationId, { status: 'accepted', accepted_at: metadata.occurredAt, accepted_user_id: data.userId }),
    // Only while it is an invitation; a member's name lives in the members model.
    MemberNameChanged: ({ data }, tx) => (data.userId === null ? update(tx, data.memberId, memberFieldsOf(data.after)) : undefined),
  },
});
