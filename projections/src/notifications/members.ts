import {
  NOTIFICATION_MEMBERS_TABLE,
  type MemberJoined,
  type MemberRemoved,
  type MemberRolesChanged,
  type NotificationMemberRecord,
  type Audience,
} from '@rostra/contracts';
import type { EventHandlers, ProjectionTx } from '@rostra/platform';
import { rowUpdater } from '../shared/rows.ts';

// Whom a notice reaches: the organization's active members (with their user) and their roles, as
// the log stands at the notice. Invitees have no user to notify yet.

const rowId = (organizationId: string, memberId: string) => `${organizationId}:${memberId}`;
const update = rowUpdater<NotificationMemberRecord>(NOTIFICATION_MEMBERS_TABLE);

export const memberHandlers: EventHandlers<MemberJoined | MemberRolesChanged | MemberRemoved> = {
  MemberJoined({ data }, tx) {
    tx.put(NOTIFICATION_MEMBERS_TABLE, {
      id: rowId(data.organizationId, data.memberId),
      organization_id: data.organizationId,
      member_id: data.memberId,
      user_id: data.userId,
      is_admin: data.isAdmin,
      is_employee: data.isEmployee,
    } satisfies NotificationMemberRecord);
  },
  MemberRolesChanged: ({ data }, tx) =>
    update(tx, rowId(data.organizationId, data.memberId), { is_admin: data.after.isAdmin, is_employee: data.after.isEmployee }),
  MemberRemoved({ data }, tx) {
    tx.delete(NOTIFICATION_MEMBERS_TABLE, rowId(data.organizationId, data.memberId));
  },
};

/** The users a notice goes to. */
export async function usersOf(tx: ProjectionTx, organizationId: string, to: Audience): Promise<string[]> {
  if ('member' in to) {
    const row = await tx.get<NotificationMemberRecord>(NOTIFICATION_MEMBERS_TABLE, rowId(organizationId, to.member));
    return row ? [row.user_id] : [];
  }
  const members = await tx.find<NotificationMemberRecord>(NOTIFICATION_MEMBERS_TABLE, { where: { organization_id: organizationId } });
  if ('admins' in to) return members.filter((member) => member.is_admin).map((member) => member.user_id);
  return members.filter((member) => member.is_employee && member.member_id !== to.except).map((member) => member.user_id);
}
