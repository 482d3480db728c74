import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_SECURITY_TEXT,
  EVENT_VERSIONS,
  PROJECTION_OPERATIONS_STREAM,
  type CreationTokenIssued,
  type InvitationCreated,
  type MemberJoined,
} from '@rostra/contracts';
import { AppError, execute, rolesByOrganization, subjectId, type Doc } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import { rebuildDecider } from '../shared/rebuild-request.ts';
import { userDecider } from './decide.ts';
import { emailDecider } from './email-claim.ts';
import { loadUser } from './sign-in.ts';
import { userStream } from './streams.ts';

interface Actor {
  actorUserId: string;
  actorEmail: string | null;
}

/**
 * Everything of a person's the log keys apart from their account: every member they were, in any
 * organization, removed since or not (absences, vacations and preferences are keyed by member), every
 * invitation to their address, accepted or not (keyed as the member it becomes), every creation
 * token they asked for; and the full names they went by.
 */
async function personOf(deps: CommandApiDeps, userId: string, email: string): Promise<{ subjects: string[]; names: string[] }> {
  const subjects = new Set<string>();
  const names = new Set<string>();
  const theirs = (address: string | null) => address !== null && address.toLowerCase() === email.toLowerCase();
  for await (const event of deps.events.readAll()) {
    if (event.type === 'MemberJoined') {
      const data = event.data as MemberJoined['data'];
      if (data.userId !== userId) continue;
      subjects.add(subjectId({ member: data.memberId }));
      for (const name of [data.name, [data.firstName, data.lastName].filter(Boolean).join(' ')]) if (name) names.add(name);
    } else if (event.type === 'InvitationCreated') {
      const data = event.data as InvitationCreated['data'];
      if (theirs(data.email)) subjects.add(subjectId({ member: data.invitationId }));
    } else if (event.type === 'CreationTokenIssued') {
      const data = event.data as CreationTokenIssued['data'];
      if (theirs(data.requestedByEmail)) subjects.add(subjectId({ creationToken: data.tokenId }));
    }
  }
  return { subjects: [...subjects], names: [...names] };
}

/** Short names would match other words: kept mail is forgotten by address and full names only. */
const MIN_NAME_LENGTH = 5;

/** The organizations the user is the only active admin of, by name: they would be left without one. */
export async function organizationsOnlyAdministeredBy(deps: Pick<CommandApiDeps, 'readStore'>, userId: string): Promise<string[]> {
  const roles = Object.values(await rolesByOrganization(deps.readStore, userId)).filter((role) => role.is_admin);
  const table = await deps.readStore.resolveAlias('members');
  const alone: string[] = [];
  for (const role of roles) {
    const members = table
      ? await deps.readStore.find<Doc & { is_admin: boolean; status: string }>(table, { where: { organization_id: role.organization_id } })
      : [];
    if (members.filter((m) => m.is_admin && m.status === 'active').length <= 1) alone.push(role.organization_name);
  }
  return alone;
}

/** 409 while the person is an organization's only admin, naming it (DELETE /me). */
export async function refuseOnlyAdmin(deps: Pick<CommandApiDeps, 'readStore'>, userId: string): Promise<void> {
  const [organization] = await organizationsOnlyAdministeredBy(deps, userId);
  if (organization !== undefined) throw new AppError('conflict', ACCOUNT_SECURITY_TEXT.onlyAdmin(organization));
}

/**
 * Erases a person (docs/product/personal-data.md): deletes their keys — the user's, and those of every
 * member, invitation and creation token of theirs — and the kept mail about them, then records the erasure, which signs them out everywhere, and asks
 * for every read model to be rebuilt, so each shows only the replacement. The keys go first: should
 * the record fail after, the person is erased all the same, and erasing again records it.
 */
export async function erasePerson(
  deps: CommandApiDeps,
  userId: string,
  erasure: { by: 'self' | 'super_admin'; reason: string | null },
  actor: Actor,
): Promise<bigint | null> {
  const user = await loadUser(deps, userId);
  if (user.status !== 'registered' || !user.email) throw new AppError('not_found', 'User not found');
  const { subjects, names } = await personOf(deps, userId, user.email);
  await deps.personalDataKeys.erase([subjectId({ user: userId }), ...subjects]);
  await deps.forgetMail?.([
    user.email,
    ...[user.name, ...names].filter((name): name is string => !!name && name.length >= MIN_NAME_LENGTH),
  ]);
  const now = deps.clock.now().toISOString();
  // The person's own erasure is acted by them: their address in its metadata is sealed with a key already gone.
  const context = { ...actor, occurredAt: now };
  await execute(deps.events, userStream(userId), userDecider, { type: 'Erase', ...erasure, erasedAt: now }, context, EVENT_VERSIONS);
  // The address is free again: the person may sign up anew, as someone new.
  await execute(deps.events, deps.emailStream(user.email), emailDecider, { type: 'ReleaseEmail', userId }, context, EVENT_VERSIONS);
  const { position } = await execute(
    deps.events,
    PROJECTION_OPERATIONS_STREAM,
    rebuildDecider,
    { type: 'RequestRebuild', projection: 'all', known: deps.projections.map((p) => p.name), requestId: randomUUID(), now },
    context,
    EVENT_VERSIONS,
  );
  return position;
}
