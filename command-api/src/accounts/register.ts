import { randomUUID } from 'node:crypto';
import { EVENT_VERSIONS, type RegisterBody } from '@rostra/contracts';
import { execute, hashPassword } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import { userDecider } from './decide.ts';
import { emailDecider } from './email-claim.ts';
import { userStream } from './streams.ts';

export interface RegisteredUser {
  user: { id: string; email: string; name: string | null };
  position: bigint | null;
}

/**
 * Registers an account (plain, or with an invitation). The user stream comes first: if the
 * address turns out to be taken, that user is abandoned and can never sign in.
 */
export async function registerUser(deps: CommandApiDeps, body: RegisterBody): Promise<RegisteredUser> {
  const userId = randomUUID();
  const name = body.name || null;
  const context = { actorUserId: userId, actorEmail: body.email, occurredAt: deps.clock.now().toISOString() };
  const passwordHash = await hashPassword(body.password, deps.passwordHashing);
  await execute(
    deps.events,
    userStream(userId),
    userDecider,
    { type: 'Register', userId, email: body.email, name, passwordHash },
    context,
    EVENT_VERSIONS,
  );
  try {
    const claimed = await execute(
      deps.events,
      deps.emailStream(body.email),
      emailDecider,
      { type: 'ClaimEmail', email: body.email, userId },
      context,
      EVENT_VERSIONS,
    );
    return { user: { id: userId, email: body.email, name }, position: claimed.position };
  } catch (error) {
    await execute(deps.events, userStream(userId), userDecider, { type: 'AbandonRegistration' }, context, EVENT_VERSIONS);
    throw error;
  }
}
