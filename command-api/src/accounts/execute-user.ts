import { EVENT_VERSIONS } from '@rostra/contracts';
import { execute } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import { userDecider, type UserCommand } from './decide.ts';
import { userStream } from './streams.ts';

/** The deps' clock (tests move it), so read models show the times a test arranged. */
export function clock(deps: CommandApiDeps): Date {
  return deps.now?.() ?? new Date();
}

/** Runs a command on a user's stream, acted by that user. */
export function executeUser(deps: CommandApiDeps, userId: string, email: string | null, command: UserCommand) {
  const context = { actorUserId: userId, actorEmail: email, occurredAt: clock(deps).toISOString() };
  return execute(deps.events, userStream(userId), userDecider, command, context, EVENT_VERSIONS);
}
