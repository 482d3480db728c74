import { INVITATIONS_TABLE, memberFieldsOf, type InvitationRecord, type MembershipEvent } from '@rostra/contracts';
import type { Projection, ProjectionTx, RecordedEvent } from '@rostra/platform';

/**
 * Every invitation of every organization, with its whole life: the admins' list by status and
 * the public acceptance page (by token) read from here.
 */
export type InvitationRow = InvitationRecord;

async function update(tx: ProjectionTx, id: string, change: Partial<InvitationRow>): Promise<void> {
  const row = await tx.get<InvitationRow>(INVITATIONS_TABLE, id);
  if (row) tx.put(INVITATIONS_TABLE, { ...row, ...change });
}

export const invitationsProjection: Projection = {
  name: 'invitations',
  version: 1,
  tables: [{ name: INVITATIONS_TABLE, indexes: [{ fields: ['organization_id'] }, { fields: ['token'] }] }],
  eventTypes: [
    'InvitationCreated',
    'InvitationResent',
    'InvitationCancelled',
    'InvitationRolesChanged',
    'InvitationAccepted',
    'MemberNameChanged',
  ],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & MembershipEvent;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'InvitationCreated': {
        const {
          invitationId,
          organizationId,
          expiresAt,
          invitedByEmail,
          invitedByUserId: _by,
          expiresInDays: _days,
          ...invitation
        } = event.data;
        tx.put(INVITATIONS_TABLE, {
          ...memberFieldsOf(invitation),
          id: invitationId,
          organization_id: organizationId,
          status: 'pending',
          expires_at: expiresAt,
          invited_by: invitedByEmail,
          created_at: at,
          resent_at: null,
          accepted_at: null,
          accepted_user_id: null,
          cancelled_at: null,
        } satisfies InvitationRow);
        return;
      }
      case 'InvitationResent':
        return update(tx, event.data.invitationId, { token: event.data.token, expires_at: event.data.expiresAt, resent_at: at });
      case 'InvitationCancelled':
        return update(tx, event.data.invitationId, { status: 'cancelled', cancelled_at: at });
      case 'InvitationRolesChanged':
        return update(tx, event.data.invitationId, memberFieldsOf(event.data.after));
      case 'InvitationAccepted':
        return update(tx, event.data.invitationId, { status: 'accepted', accepted_at: at, accepted_user_id: event.data.userId });
      case 'MemberNameChanged':
        // Only while it is an invitation; a member's name lives in the members model.
        if (event.data.userId === null) await update(tx, event.data.memberId, memberFieldsOf(event.data.after));
        return;
    }
  },
};
