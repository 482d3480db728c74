import { randomUUID } from 'node:crypto';
import { EVENT_VERSIONS, TEXT, type CreatedOrganization, type OrganizationCreateBody } from '@rostra/contracts';
import { AppError, conflict, execute, fold, type AccessClaims, type CommandContext } from '@rostra/platform';
import { loadUser } from '../accounts/facts.ts';
import { creationTokenDecider, creationTokenId, creationTokenStream, redemption } from '../creation-tokens/facts.ts';
import type { CommandApiDeps } from '../deps.ts';
import { membershipDecider } from '../membership/facts.ts';
import { membershipStream } from '../shared/membership.ts';
import { checkExpiry, organizationDecider } from './decide.ts';
import { allocateOrganizationId } from './ids.ts';
import { organizationStream } from '../shared/organization.ts';
import { organizationView } from './view.ts';

async function hasMembers(deps: CommandApiDeps, organizationId: string): Promise<boolean> {
  return (await deps.events.readStream(membershipStream(organizationId), { maxCount: 1 })).length > 0;
}

/** The creator joins as admin and employee; a founder already there (a racing retry of theirs) is fine. */
async function found(deps: CommandApiDeps, organizationId: string, me: AccessClaims, context: CommandContext): Promise<bigint | null> {
  const user = await loadUser(deps, me.userId);
  const memberId = randomUUID();
  const command = { type: 'Found', organizationId, memberId, userId: me.userId, email: user.email ?? me.email, name: user.name } as const;
  try {
    return (
      await execute(
        deps.events,
        membershipStream(organizationId),
        membershipDecider,
        command,
        { ...context, subjectMemberId: memberId },
        EVENT_VERSIONS,
      )
    ).position;
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') return null;
    throw error;
  }
}

/**
 * POST /organizations, as a sequence of appends to four streams, each decided on its own stream:
 *   1. check the token (refusals append nothing), 2. allocate the id (`organization-ids`),
 *   3. redeem the token for that id (`creation-token-…`: once only, even under races),
 *   4. OrganizationCreated (`organization-{id}`), 5. the founder joins (`membership-{id}`).
 * A crash after 3 leaves the token used by this user for an organization that is not complete.
 * Their retry with the same token resumes with the recorded id, and steps 4 and 5 are idempotent,
 * so it finishes the creation. Once the founder has joined, the token reads as used. A crash after
 * 2 only leaves a gap in the ids.
 */
export async function createOrganization(
  deps: CommandApiDeps,
  body: OrganizationCreateBody,
  me: AccessClaims,
  now: Date,
): Promise<{ organization: CreatedOrganization; position: bigint | null }> {
  const at = now.toISOString();
  const { creation_token, time_zone, ...fields } = body;
  const profile = {
    name: fields.name,
    description: fields.description ?? null,
    email_address: fields.email_address ?? null,
    phone_number: fields.phone_number ?? null,
    address: fields.address ?? null,
    max_employees: fields.max_employees ?? null,
    subscription_expiry_date: fields.subscription_expiry_date ?? null,
    time_zone,
  };
  checkExpiry(profile.subscription_expiry_date, time_zone, at);
  const tokenId = creationTokenId(creation_token);
  const tokenStream = creationTokenStream(tokenId);
  const token = fold(creationTokenDecider, (await deps.events.readStream(tokenStream)) as never[]);
  const { resumes } = redemption(token, me.userId, at);
  if (resumes !== null && (await hasMembers(deps, resumes))) throw conflict(TEXT.creationTokenUsed);

  const context: CommandContext = { actorUserId: me.userId, actorEmail: me.email, occurredAt: at };
  const organizationId = resumes ?? (await allocateOrganizationId(deps.events, tokenId, context));
  const inOrganization = { ...context, organizationId };
  const redeemed = await execute(
    deps.events,
    tokenStream,
    creationTokenDecider,
    { type: 'Redeem', organizationId, userId: me.userId, now: at },
    inOrganization,
    EVENT_VERSIONS,
  );
  const created = await execute(
    deps.events,
    organizationStream(organizationId),
    organizationDecider,
    { type: 'Create', organizationId, creationTokenId: tokenId, createdBy: me.userId, profile, now: at },
    inOrganization,
    EVENT_VERSIONS,
  );
  const joined = await found(deps, organizationId, me, inOrganization);
  return {
    organization: { ...organizationView(created.state), creation_token },
    position: joined ?? created.position ?? redeemed.position,
  };
}
