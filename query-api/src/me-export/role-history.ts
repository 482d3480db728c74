import { membershipStream, rolesOf, type MembershipChange, type MembershipEvent } from '@rostra/contracts';
import type { EventStore } from '@rostra/platform';

/** One membership of the person in an organization: joining to removal (or now), by its member id. */
export interface MembershipSpan {
  organizationId: string;
  memberId: string;
  /** Oldest first: joined, roles_changed (the roles after), removed. */
  history: MembershipChange[];
}

/**
 * Every membership the user ever had in the organization, oldest first, from its membership stream:
 * the read models forget a removed member, the log does not. Someone who left and was invited again
 * has one span per joining (each with its own member id).
 */
export async function membershipSpans(events: EventStore, organizationId: string, userId: string): Promise<MembershipSpan[]> {
  const spans = new Map<string, MembershipSpan>();
  for (const stored of await events.readStream(membershipStream(organizationId))) {
    const event = { type: stored.type, data: stored.data } as MembershipEvent;
    const at = stored.metadata.occurredAt;
    if (event.type === 'MemberJoined' && event.data.userId === userId) {
      const { memberId } = event.data;
      spans.set(memberId, { organizationId, memberId, history: [{ at, change: 'joined', ...rolesOf(event.data) }] });
    } else if (event.type === 'MemberRolesChanged') {
      spans.get(event.data.memberId)?.history.push({ at, change: 'roles_changed', ...rolesOf(event.data.after) });
    } else if (event.type === 'MemberRemoved') {
      spans.get(event.data.memberId)?.history.push({ at, change: 'removed', ...rolesOf(event.data) });
    }
  }
  return [...spans.values()];
}

/** When the span ended by a removal, or null while the person is still a member. */
export const leftAt = (span: MembershipSpan) => span.history.find((change) => change.change === 'removed')?.at ?? null;
