import type { UserEvent } from '@rostra/contracts';
import { SESSIONS_TABLE, type Projection, type RecordedEvent, type SessionRow } from '@rostra/platform';

/**
 * Sign-in sessions by id: the profile lists a user's live ones, and every authenticated request
 * checks that its session has not ended. Ended sessions stay (revoked), so a request can tell
 * "ended" from "not projected yet".
 */
export const sessionsProjection: Projection = {
  name: 'sessions',
  version: 1,
  tables: [{ name: SESSIONS_TABLE, indexes: [{ fields: ['user_id'] }] }],
  eventTypes: ['SessionStarted', 'SessionRefreshed', 'SessionRevoked', 'SignedOutEverywhere'],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & UserEvent;
    const at = recorded.metadata.occurredAt;
    const update = async (sessionId: string, change: Partial<SessionRow>) => {
      const session = await tx.get<SessionRow>(SESSIONS_TABLE, sessionId);
      if (session) tx.put(SESSIONS_TABLE, { ...session, ...change });
    };
    switch (event.type) {
      case 'SessionStarted': {
        const { sessionId, userId, userAgent, expiresAt } = event.data;
        const row: SessionRow = {
          id: sessionId,
          user_id: userId,
          user_agent: userAgent,
          created_at: at,
          last_used_at: at,
          expires_at: expiresAt,
          revoked: false,
        };
        tx.put(SESSIONS_TABLE, row);
        return;
      }
      case 'SessionRefreshed':
        return update(event.data.sessionId, { last_used_at: at, expires_at: event.data.expiresAt });
      case 'SessionRevoked':
        return update(event.data.sessionId, { revoked: true });
      case 'SignedOutEverywhere': {
        const sessions = await tx.find<SessionRow>(SESSIONS_TABLE, { where: { user_id: event.data.userId } });
        for (const session of sessions) if (!session.revoked) tx.put(SESSIONS_TABLE, { ...session, revoked: true });
        return;
      }
    }
  },
};
