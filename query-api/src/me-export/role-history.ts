import { membershipStream, rolesOf, type MembershipChange, type MembershipEvent } from '@rostra/contracts';
import type { EventStore } from '@rostra/platform';

/** The member's joining, role changes and removal in the organization, oldest first, from its membership stream. */
export async function roleHistory(events: EventStore, organizationId: string, memberId: string): Promise<MembershipChange[]> {
  const recorded = await events.readStream(membershipStream(organizationId));
  return recorded.flatMap((stored): MembershipChange[] => {
    const event = { type: stored.type, data: stored.data } as MembershipEvent;
    const at = stored.metadata.occurredAt;
    switch (event.type) {
      case 'MemberJoined':
        return event.data.memberId === memberId ? [{ at, change: 'joined', ...rolesOf(event.data) }] : [];
      case 'MemberRolesChanged':
        return event.data.memberId === memberId ? [{ at, change: 'roles_changed', ...rolesOf(event.data.after) }] : [];
      case 'MemberRemoved':
        return event.data.memberId === memberId ? [{ at, change: 'removed', ...rolesOf(event.data) }] : [];
      default:
        return [];
    }
  });
}
