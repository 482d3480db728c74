import type { UserEvent } from '@rostra/contracts';
import { projectionOf, SESSIONS_TABLE, type SessionRow } from '@rostra/platform';
import { rowUpdater } from '../shared/rows.ts';

const update = rowUpdater<SessionRow>(SESSIONS_TABLE);

/**
 * Sign-in sessions by id: the profile lists a user's live ones, and every authenticated request
 * checks that its session has not ended. Ended sessions stay (revoked), so a request can tell
 * "ended" from "not projected yet".
 */
export const sessionsProjection = projectionOf<UserEvent>({
  name: 'sessions',
  version: 1,
  tables: [{ name: SESSIONS_TABLE, indexes: [{ fields: ['user_id'] }] }],
  on: {
    SessionStarted({ data, metadata: { occurredAt } }, tx) {
      tx.put(SESSIONS_TABLE, {
        id: data.sessionId,
        user_id: data.userId,
        user_agent: data.userAgent,
        created_at: occurredAt,
        last_used_at: occurredAt,
        expires_at: data.expiresAt,
        revoked: false,
      } satisfies SessionRow);
    },
    SessionRefreshed: ({ data, metadata }, tx) =>
      update(tx, data.sessionId, { last_used_at: metadata.occurredAt, expires_at: data.expiresAt }),
    SessionRevoked: ({ data }, tx) => update(tx, data.sessionId, { revoked: true }),
    async SignedOutEverywhere({ data }, tx) {
      const sessions = await tx.find<SessionRow>(SESSIONS_TABLE, { where: { user_id: data.userId } });
      for (const session of sessions) if (!session.revoked) tx.put(SESSIONS_TABLE, { ...session, revoked: true });
    },
  },
});
