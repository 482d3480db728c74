import { todayIn } from '@rostra/contracts';
import { forbidden, identity, NO_ACCESS, type CommandContext } from '@rostra/platform';
import type { Request } from 'express';
import { schedulableMemberIds } from './schedulable.ts';
import type { CommandApiDeps } from '../deps.ts';
import { findMember, memberByUser } from '../shared/membership.ts';
import { organizationFacts } from '../shared/organization-facts.ts';
import { loadMembership } from './stream.ts';

/** What a preferences or vacation command needs to know beyond its own stream, read from the log. */
export interface SubjectFacts {
  organizationId: string;
  memberId: string;
  /** docs/product/states.md: an active user or a pending invitation flagged as employee. */
  schedulable: boolean;
  /** The employee on their own behalf, or an admin on someone else's. */
  by: 'employee' | 'admin';
  now: string;
  /** The calendar date in the organization's time zone (docs/product/entities.md#organization: "today" is the organization's). */
  today: string;
  organizationName: string;
  /** The member's (or invitation's) e-mail; null when the log knows no such member. */
  email: string | null;
  context: CommandContext;
}

export async function organizationOf(
  deps: CommandApiDeps,
  organizationId: string,
  now: string,
): Promise<{ today: string; organizationName: string }> {
  const { timeZone, name } = await organizationFacts(deps, organizationId);
  return { today: todayIn(timeZone, new Date(now)), organizationName: name };
}

/**
 * Reads the membership and organization streams once, and answers for any member a request is
 * about, decided from the log (never a read model): `'me'` is the signed-in user's own member
 * record; otherwise the path's employee id, a member id, a user id or a pending invitation's id.
 */
export async function factsFor(deps: CommandApiDeps, request: Request, organizationId: string): Promise<(ref: string) => SubjectFacts> {
  const now = deps.clock.now().toISOString();
  const [membership, organization] = await Promise.all([loadMembership(deps, organizationId), organizationOf(deps, organizationId, now)]);
  const me = identity(request);
  const own = memberByUser(membership, me.userId);
  const schedulable = new Set(schedulableMemberIds(membership, now));
  return (ref) => {
    if (ref === 'me' && !own) throw forbidden(NO_ACCESS);
    const memberId = ref === 'me' ? own!.memberId : (findMember(membership, ref)?.memberId ?? ref);
    return {
      organizationId,
      memberId,
      schedulable: schedulable.has(memberId),
      by: own?.memberId === memberId ? 'employee' : 'admin',
      now,
      ...organization,
      email: (membership.members[memberId] ?? membership.invitations[memberId])?.email ?? null,
      context: { actorUserId: me.userId, actorEmail: me.email, organizationId, subjectMemberId: memberId, occurredAt: now },
    };
  };
}

export async function subjectFacts(deps: CommandApiDeps, request: Request, organizationId: string, ref: string): Promise<SubjectFacts> {
  return (await factsFor(deps, request, organizationId))(ref);
}
