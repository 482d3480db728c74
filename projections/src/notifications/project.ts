import {
  NEEDS_TRADE,
  NOTICE_SOURCES,
  NOTIFICATION_MEMBERS_TABLE,
  NOTIFICATION_SETTINGS_TABLE,
  NOTIFICATIONS_TABLE,
  noticesOf,
  type NotificationRecord,
  type NotificationSettingsChanged,
  type NotificationsRead,
  type NoticeSource,
  type OrganizationDeleted,
  type ShiftTypeCreated,
  type ShiftTypeUpdated,
  type TradeAccepted,
  type TradeOffered,
} from '@rostra/contracts';
import { projectionOf, type Projection, type ProjectionTx, type RecordedEvent } from '@rostra/platform';
import { deleteOrganizationRows } from '../shared/rows.ts';
import { memberHandlers, usersOf } from './members.ts';
import { NOTIFICATION_SHIFT_TYPES_TABLE, shiftTypeHandlers, shiftTypeNames } from './shift-types.ts';
import { NOTIFICATION_TRADES_TABLE, tradeAcceptedRow, tradeContext, tradeOfferedRow } from './trades.ts';

type Handler = (event: RecordedEvent, tx: ProjectionTx) => Promise<void>;

/** A notification's id: its event's log position (padded, so ids sort in log order) and its user. */
export const notificationId = (position: bigint, userId: string) => `${position.toString().padStart(20, '0')}.${userId}`;

/** One row per user the event's notices reach, as the event's metadata dates it. */
async function notify(event: RecordedEvent, tx: ProjectionTx, sources: Record<string, NoticeSource>): Promise<void> {
  const data = event.data as { organizationId: string; tradeId?: string };
  const trade =
    NEEDS_TRADE.has(event.type) && data.tradeId
      ? await tradeContext(tx, { organizationId: data.organizationId, tradeId: data.tradeId })
      : null;
  const context = { trade, shiftTypeNames: await shiftTypeNames(tx, data.organizationId) };
  for (const notice of noticesOf(event, context, sources)) {
    for (const userId of await usersOf(tx, notice.organizationId, notice.to)) {
      tx.put(NOTIFICATIONS_TABLE, {
        id: notificationId(event.position, userId),
        user_id: userId,
        organization_id: notice.organizationId,
        type: notice.type,
        created_at: event.metadata.occurredAt,
        read: false,
        title: notice.title,
        body: notice.body,
        link: notice.link,
      } satisfies NotificationRecord);
    }
  }
}

/**
 * The in-app notifications, one row per user and notice (contracts/src/notifications: what each
 * event tells whom), their read state from the user's NotificationsRead, and each user's e-mail
 * switches. `sources` is the table of notifying events.
 */
function notificationsProjectionOf(sources: Record<string, NoticeSource>): Projection {
  const notifying = Object.fromEntries(
    Object.keys(sources).map((type): [string, Handler] => [type, (event, tx) => notify(event, tx, sources)]),
  );
  return projectionOf<
    | NotificationsRead
    | NotificationSettingsChanged
    | OrganizationDeleted
    | TradeOffered
    | TradeAccepted
    | ShiftTypeCreated
    | ShiftTypeUpdated
  >({
    name: 'notifications',
    // 2: open shifts posted and assigned.
    version: 2,
    tables: [
      { name: NOTIFICATIONS_TABLE, indexes: [{ fields: ['user_id', 'read'] }, { fields: ['organization_id'] }] },
      { name: NOTIFICATION_MEMBERS_TABLE, indexes: [{ fields: ['organization_id'] }] },
      { name: NOTIFICATION_SETTINGS_TABLE },
      { name: NOTIFICATION_TRADES_TABLE, indexes: [{ fields: ['organization_id'] }] },
      { name: NOTIFICATION_SHIFT_TYPES_TABLE, indexes: [{ fields: ['organization_id'] }] },
    ],
    on: {
      ...notifying,
      ...memberHandlers,
      ...shiftTypeHandlers,
      async TradeOffered(event, tx) {
        tradeOfferedRow(tx, event.data);
        await notifying.TradeOffered?.(event, tx);
      },
      async TradeAccepted(event, tx) {
        await tradeAcceptedRow(tx, event.data);
        await notifying.TradeAccepted?.(event, tx);
      },
      async NotificationsRead({ data }, tx) {
        for (const id of data.ids) {
          const row = await tx.get<NotificationRecord>(NOTIFICATIONS_TABLE, id);
          // Only the reader's own: an id of someone else's notification changes nothing.
          if (row && row.user_id === data.userId) tx.put(NOTIFICATIONS_TABLE, { ...row, read: true });
        }
      },
      NotificationSettingsChanged({ data }, tx) {
        tx.put(NOTIFICATION_SETTINGS_TABLE, { id: data.userId, email: data.email });
      },
      async OrganizationDeleted({ data }, tx) {
        for (const table of [NOTIFICATIONS_TABLE, NOTIFICATION_MEMBERS_TABLE, NOTIFICATION_TRADES_TABLE, NOTIFICATION_SHIFT_TYPES_TABLE]) {
          await deleteOrganizationRows(tx, table, data.organizationId);
        }
      },
    },
  });
}

export const notificationsProjection = notificationsProjectionOf(NOTICE_SOURCES);
