import { EVENT_VERSIONS, type MembershipEvent } from '@rostra/contracts';
import { execute, fold, type Executed } from '@rostra/platform';
import type { Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { commandContext } from '../shared/command-context.ts';
import { membershipDecider, type MembershipCommand } from './decide.ts';
import { findMember, membershipStream, type MembershipState } from '../shared/membership.ts';

/** The membership decider, for slices that decide on the membership stream with a context of their own. */
export { membershipDecider, type MembershipCommand };

export async function loadMembership(deps: Pick<CommandApiDeps, 'events'>, organizationId: string): Promise<MembershipState> {
  const recorded = await deps.events.readStream(membershipStream(organizationId));
  return fold(
    membershipDecider,
    recorded.map((event) => ({ type: event.type, data: event.data }) as MembershipEvent),
  );
}

/**
 * Decides a command of the signed-in user on an organization's membership stream. The subject
 * (metadata.subjectMemberId) is the member or invitation the path names, by its member id.
 */
export async function runMembership(
  deps: CommandApiDeps,
  request: Request,
  organizationId: string,
  command: MembershipCommand,
  subjectRef: string,
): Promise<Executed<MembershipState, MembershipEvent>> {
  const subjectMemberId = findMember(await loadMembership(deps, organizationId), subjectRef)?.memberId ?? subjectRef;
  const context = commandContext(request, organizationId, subjectMemberId, deps.clock.now().toISOString());
  return execute(deps.events, membershipStream(organizationId), membershipDecider, command, context, EVENT_VERSIONS);
}
