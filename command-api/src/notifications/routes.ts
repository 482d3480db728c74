import {
  EVENT_VERSIONS,
  NOTIFICATIONS_TABLE,
  notificationSettingsBody,
  notificationsReadBody,
  notificationsStream,
  type NotificationType,
} from '@rostra/contracts';
import { authenticate, execute, identity, parse, respond, type Doc } from '@rostra/platform';
import { Router, type Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { notificationDecider, type NotificationCommand } from './decide.ts';

/** POST /me/notifications/read and PUT /me/notification-settings: the signed-in user's own (docs/api/notifications.md). */
export function notificationRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  router.use(['/me/notifications', '/me/notification-settings'], authenticate(deps.tokenSecret));

  const run = (request: Request, command: NotificationCommand) => {
    const me = identity(request);
    return execute(
      deps.events,
      notificationsStream(me.userId),
      notificationDecider,
      command,
      { actorUserId: me.userId, actorEmail: me.email, occurredAt: deps.clock.now().toISOString() },
      EVENT_VERSIONS,
    );
  };

  /** The user's unread notifications but those just read (the read model may not have caught up yet). */
  const unreadBut = async (userId: string, read: ReadonlySet<string>) => {
    const table = await deps.readStore.resolveAlias(NOTIFICATIONS_TABLE);
    const unread = table ? await deps.readStore.find<Doc>(table, { where: { user_id: userId, read: false } }) : [];
    return unread.filter((row) => !read.has(row.id)).length;
  };

  router.post('/me/notifications/read', async (request, response) => {
    const { ids } = parse(notificationsReadBody, request.body);
    const userId = identity(request).userId;
    const { position } = await run(request, { type: 'MarkRead', userId, ids, now: deps.clock.now().toISOString() });
    respond(response, 200, { unread_count: await unreadBut(userId, new Set(ids)) }, position);
  });

  router.put('/me/notification-settings', async (request, response) => {
    const { email } = parse(notificationSettingsBody, request.body);
    const userId = identity(request).userId;
    const changes = email as Partial<Record<NotificationType, boolean>>;
    const { state, position } = await run(request, { type: 'ChangeSettings', userId, email: changes, now: deps.clock.now().toISOString() });
    respond(response, 200, { email: state.email }, position);
  });

  return router;
}
