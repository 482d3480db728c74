// In-app notifications and their e-mails: docs/api/notifications.md.
import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'trade_offered',
  'trade_accepted',
  'trade_reviewed',
  'open_shift_posted',
  'shift_changed',
  'schedule_published',
  'vacation_requested',
  'vacation_decided',
  'shift_reminder',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Every type is e-mailed until the person switches it off. */
export const DEFAULT_EMAIL_SETTINGS: Record<NotificationType, boolean> = Object.fromEntries(
  NOTIFICATION_TYPES.map((type) => [type, true]),
) as Record<NotificationType, boolean>;

/** GET /me/notifications answers at most this many, newest first. */
export const NOTIFICATIONS_LIMIT = 100;

/** One row per notification and user, id `{log position}.{userId}`. */
export const NOTIFICATIONS_TABLE = 'notifications';
/** Who may be notified in each organization: `{organizationId}:{memberId}`. */
export const NOTIFICATION_MEMBERS_TABLE = 'notification_members';
/** A user's e-mail switches, by user id (absent: the defaults). */
export const NOTIFICATION_SETTINGS_TABLE = 'notification_settings';

export interface NotificationRecord {
  id: string;
  user_id: string;
  organization_id: string;
  type: NotificationType;
  created_at: string;
  read: boolean;
  title: string;
  body: string;
  link: string;
  [key: string]: unknown;
}

export interface NotificationMemberRecord {
  id: string;
  organization_id: string;
  member_id: string;
  user_id: string;
  is_admin: boolean;
  is_employee: boolean;
  [key: string]: unknown;
}

export interface NotificationSettingsRecord {
  id: string;
  email: Record<NotificationType, boolean>;
  [key: string]: unknown;
}

export interface NotificationAnswer {
  id: string;
  type: NotificationType;
  organization_id: string;
  created_at: string;
  read: boolean;
  title: string;
  body: string;
  link: string;
}

export interface NotificationsAnswer {
  notifications: NotificationAnswer[];
  unread_count: number;
}

export interface NotificationSettingsAnswer {
  email: Record<NotificationType, boolean>;
}

export const notificationsQuery = z.object({
  unread: z.enum(['true', 'false'], { error: 'must be "true" or "false"' }).optional(),
});

export const notificationsReadBody = z.strictObject({
  ids: z.array(z.string().min(1).max(200)).max(500),
});

export const notificationSettingsBody = z.strictObject({
  email: z.strictObject(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, z.boolean().optional()]))),
});
