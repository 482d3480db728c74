import { randomUUID } from 'node:crypto';
import { EVENT_VERSIONS, type TokenResponse } from '@rostra/contracts';
import { ACCESS_TOKEN_SECONDS, execute, fold, sessionUser, signAccessToken, type CommandContext } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import { userDecider, type UserCommand } from './decide.ts';
import { userStream } from './streams.ts';
import { hashToken, newRefreshToken, refreshExpiry } from './tokens.ts';
import type { UserState } from './user.ts';

export async function loadUser(deps: Pick<CommandApiDeps, 'events'>, userId: string): Promise<UserState> {
  const recorded = await deps.events.readStream(userStream(userId));
  return fold(
    userDecider,
    recorded.map((event) => event as never),
  );
}

/** Starts a session for a user whose credentials were checked, and answers with its tokens. */
export async function startSession(
  deps: CommandApiDeps,
  user: { id: string; email: string; name: string | null },
  userAgent: string | null,
  secondFactor?: Extract<UserCommand, { type: 'StartSession' }>['secondFactor'],
): Promise<{ body: TokenResponse; position: bigint | null }> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken(user.id, sessionId);
  const now = deps.clock.now();
  const context: CommandContext = { actorUserId: user.id, actorEmail: user.email, occurredAt: now.toISOString() };
  const { position } = await execute(
    deps.events,
    userStream(user.id),
    userDecider,
    {
      type: 'StartSession',
      sessionId,
      refreshTokenHash: hashToken(refreshToken),
      expiresAt: refreshExpiry(now),
      userAgent,
      ...(secondFactor ? { secondFactor } : {}),
    },
    context,
    EVENT_VERSIONS,
  );
  return { body: await tokenResponse(deps, user, sessionId, refreshToken), position };
}

export async function tokenResponse(
  deps: CommandApiDeps,
  user: { id: string; email: string; name: string | null },
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  return {
    access_token: signAccessToken(deps.tokenSecret, { userId: user.id, email: user.email, sessionId }),
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    user: await sessionUser(deps.readStore, user),
  };
}
