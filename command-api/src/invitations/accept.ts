import { randomUUID } from 'node:crypto';
import { EVENT_VERSIONS, TEXT, type InvitationAcceptance } from '@rostra/contracts';
import { execute, notFound } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import { membershipStream } from '../shared/membership.ts';
import { loadMembership, membershipDecider, type MembershipCommand } from '../membership/facts.ts';
import { organizationFacts } from '../shared/organization-facts.ts';
import { resolveInvitationToken, type TokenRef } from './tokens.ts';

export interface Accepter {
  id: string;
  email: string;
  name: string | null;
}

/** The token's invitation and organization, from the log; unknown tokens are refused with the text of docs/product/error-texts.md#tokens-creating-and-joining-organizations. */
async function prepare(deps: CommandApiDeps, token: string, user: Accepter) {
  const ref: TokenRef | null = await resolveInvitationToken(deps, token);
  if (!ref) throw notFound(TEXT.invitationTokenNotFound);
  const organization = await organizationFacts(deps, ref.organizationId);
  const command: MembershipCommand = {
    type: 'AcceptInvitation',
    invitationId: ref.invitationId,
    token,
    userId: user.id,
    email: user.email,
    name: user.name,
    now: deps.clock.now().toISOString(),
  };
  return { ref, organization, command };
}

/**
 * Joins the user through the invitation. Whether the token still works (replaced, cancelled,
 * used, expired) and whether it is this user's is decided on the membership stream, so one token
 * is accepted once however many try at the same moment.
 */
export async function acceptInvitation(
  deps: CommandApiDeps,
  token: string,
  user: Accepter,
  userCreated: boolean,
): Promise<{ acceptance: InvitationAcceptance; position: bigint | null }> {
  const { ref, organization, command } = await prepare(deps, token, user);
  const context = {
    actorUserId: user.id,
    actorEmail: user.email,
    organizationId: ref.organizationId,
    subjectMemberId: ref.invitationId,
    occurredAt: deps.clock.now().toISOString(),
  };
  const { state, position } = await execute(
    deps.events,
    membershipStream(ref.organizationId),
    membershipDecider,
    command,
    context,
    EVENT_VERSIONS,
  );
  const { is_admin, is_employee } = state.members[ref.invitationId]!;
  const acceptance = {
    organization_id: ref.organizationId,
    organization_name: organization.name,
    is_admin,
    is_employee,
    user_created: userCreated,
  };
  return { acceptance, position };
}

/** The same decision without appending, for a user about to be registered: no account for a dead token. */
export async function checkInvitation(deps: CommandApiDeps, token: string, email: string): Promise<void> {
  const { ref, command } = await prepare(deps, token, { id: randomUUID(), email, name: null });
  membershipDecider.decide(command, await loadMembership(deps, ref.organizationId));
}
