import { identity, type CommandContext } from '@rostra/platform';
import type { Request } from 'express';

/** The metadata of what a signed-in user's command appends: who asked, in which organization, about which member, when. */
export function commandContext(
  request: Request,
  organizationId: string,
  subjectMemberId: string | null,
  occurredAt: string,
): CommandContext {
  const me = identity(request);
  return { actorUserId: me.userId, actorEmail: me.email, organizationId, subjectMemberId, occurredAt };
}
