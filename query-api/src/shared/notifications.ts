import {
  DEFAULT_EMAIL_SETTINGS,
  NOTIFICATION_SETTINGS_TABLE,
  type NotificationAnswer,
  type NotificationRecord,
  type NotificationSettingsAnswer,
  type NotificationSettingsRecord,
} from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { getFrom } from '../read-model.ts';

/** A notification as the API answers it (GET /me/notifications, the personal data export). */
export const notificationAnswer = ({
  id,
  type,
  organization_id,
  created_at,
  read,
  title,
  body,
  link,
}: NotificationRecord): NotificationAnswer => ({
  id,
  type,
  organization_id,
  created_at,
  read,
  title,
  body,
  link,
});

/** The person's e-mail switches: every type on unless they switched it off. */
export async function notificationSettingsOf(readStore: ReadStore, userId: string): Promise<NotificationSettingsAnswer> {
  const row = await getFrom<NotificationSettingsRecord>(readStore, NOTIFICATION_SETTINGS_TABLE, userId);
  return { email: { ...DEFAULT_EMAIL_SETTINGS, ...row?.email } };
}
