import { EVENT_VERSIONS } from '@rostra/contracts';
import { execute } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import { userDecider, type UserCommand } from './decide.ts';
import { userStream } from './streams.ts';

/** Runs a command on a user's stream, acted by that user. */
export function executeUser(deps: CommandApiDeps, userId: string, email: string | null, command: UserCommand) {
  const context = { actorUserId: userId, actorEmail: email, occurredAt: deps.clock.now().toISOString() };
  return execute(deps.events, userStream(userId), userDecider, command, context, EVENT_VERSIONS);
}
