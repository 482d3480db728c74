import {
  NOTIFICATIONS_LIMIT,
  NOTIFICATIONS_TABLE,
  notificationsQuery,
  type NotificationRecord,
  type NotificationSettingsAnswer,
  type NotificationsAnswer,
} from '@rostra/contracts';
import { authenticate, identity, parse } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { countIn, findIn } from '../read-model.ts';
import { notificationAnswer, notificationSettingsOf } from '../shared/notifications.ts';

/** GET /me/notifications (newest first, at most 100; `unread=true`: only those) and GET /me/notification-settings. */
export function notificationQueries(deps: QueryApiDeps): Router {
  const router = Router();
  router.use(['/me/notifications', '/me/notification-settings'], authenticate(deps.tokenSecret));

  router.get('/me/notifications', async (request, response) => {
    const { unread } = parse(notificationsQuery, request.query);
    const userId = identity(request).userId;
    const mine = { user_id: userId };
    const [rows, unreadCount] = await Promise.all([
      findIn<NotificationRecord>(deps.readStore, NOTIFICATIONS_TABLE, {
        where: unread === 'true' ? { ...mine, read: false } : mine,
        sort: [{ field: 'id', direction: 'desc' }],
        limit: NOTIFICATIONS_LIMIT,
      }),
      countIn(deps.readStore, NOTIFICATIONS_TABLE, { ...mine, read: false }),
    ]);
    response.json({ notifications: rows.map(notificationAnswer), unread_count: unreadCount } satisfies NotificationsAnswer);
  });

  router.get('/me/notification-settings', async (request, response) => {
    response.json((await notificationSettingsOf(deps.readStore, identity(request).userId)) satisfies NotificationSettingsAnswer);
  });

  return router;
}
