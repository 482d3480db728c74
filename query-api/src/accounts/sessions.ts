import type { ActiveSession } from '@rostra/contracts';
import { authenticate, identity, SESSIONS_TABLE, type SessionRow } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { findIn } from '../read-model.ts';
import { describeUserAgent } from '../shared/user-agent.ts';

/** GET /auth/sessions: the signed-in user's live sessions, most recently used first. */
export function sessionQueries(deps: QueryApiDeps): Router {
  return Router().get('/auth/sessions', authenticate(deps.tokenSecret), async (request, response) => {
    const me = identity(request);
    const now = deps.clock.now().toISOString();
    const rows = await findIn<SessionRow>(deps.readStore, SESSIONS_TABLE, { where: { user_id: me.userId } });
    const sessions: ActiveSession[] = rows
      .filter((row) => !row.revoked && row.expires_at > now)
      .sort((a, b) => b.last_used_at.localeCompare(a.last_used_at))
      .map((row) => ({
        id: row.id,
        device: describeUserAgent(row.user_agent),
        user_agent: row.user_agent,
        created_at: row.created_at,
        last_used_at: row.last_used_at,
        current: row.id === me.sessionId,
      }));
    response.json({ sessions });
  });
}
