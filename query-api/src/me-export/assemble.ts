import { NOTIFICATIONS_TABLE, type NotificationRecord, type PersonalDataExport, type UserRecord } from '@rostra/contracts';
import { notFound, SESSIONS_TABLE, USERS_TABLE, type SessionRow } from '@rostra/platform';
import type { QueryApiDeps } from '../deps.ts';
import { describeUserAgent } from '../shared/user-agent.ts';
import { findIn, getFrom } from '../read-model.ts';
import { notificationAnswer, notificationSettingsOf } from '../shared/notifications.ts';
import { toProfile } from '../shared/profile.ts';
import { exportedMembership } from './membership.ts';
import { membershipsOf } from './memberships.ts';

type Deps = Pick<QueryApiDeps, 'events' | 'readStore' | 'clock'>;

/** GET /me/export: the signed-in person's data, from the read models and the log, never anyone else's. */
export async function personalDataExport(deps: Deps, userId: string): Promise<PersonalDataExport> {
  const user = await getFrom<UserRecord>(deps.readStore, USERS_TABLE, userId);
  if (!user) throw notFound('User not found');
  const now = deps.clock.now();
  const [memberships, sessions, notifications, notificationSettings] = await Promise.all([
    membershipsOf(deps, userId),
    findIn<SessionRow>(deps.readStore, SESSIONS_TABLE, { where: { user_id: userId }, sort: [{ field: 'created_at', direction: 'desc' }] }),
    findIn<NotificationRecord>(deps.readStore, NOTIFICATIONS_TABLE, {
      where: { user_id: userId },
      sort: [{ field: 'id', direction: 'desc' }],
    }),
    notificationSettingsOf(deps.readStore, userId),
  ]);
  return {
    exported_at: now.toISOString(),
    profile: toProfile(user),
    organizations: await Promise.all(memberships.map((membership) => exportedMembership(deps, membership, now))),
    notifications: notifications.map(notificationAnswer),
    notification_settings: notificationSettings.email,
    sessions: sessions.map((row) => ({
      id: row.id,
      device: describeUserAgent(row.user_agent),
      user_agent: row.user_agent,
      created_at: row.created_at,
      last_used_at: row.last_used_at,
      expires_at: row.expires_at,
      revoked: row.revoked,
    })),
  };
}
