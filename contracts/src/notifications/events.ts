// Events of `notifications-{userId}`: what a user did with their own notifications — which they
// have read, and which kinds they want by e-mail. On the user's stream (not only in the read
// model) so a rebuild of the notifications read model keeps both.
// And of `shift-reminders-{organizationId}-{date}`: the clock's daily reminder of tomorrow's
// shifts, appended once per organization and day (the stream must not exist yet), however many
// servers run the clock.

import type { NotificationType } from './types.ts';

export interface NotificationsRead {
  type: 'NotificationsRead';
  data: { userId: string; ids: string[]; readAt: string };
}

/** The e-mail switches as they are now (every type, after a partial change). */
export interface NotificationSettingsChanged {
  type: 'NotificationSettingsChanged';
  data: { userId: string; email: Record<NotificationType, boolean>; changedAt: string };
}

/** The published shifts of tomorrow (`date`, in the organization's time zone), as the clock found them: their people are reminded. */
export interface ShiftRemindersDue {
  type: 'ShiftRemindersDue';
  data: { organizationId: string; date: string; shifts: { memberId: string; shiftTypeId: string }[]; dueAt: string };
}

export type NotificationEvent = NotificationsRead | NotificationSettingsChanged;

export const NOTIFICATION_EVENT_VERSIONS = {
  NotificationsRead: 1,
  NotificationSettingsChanged: 1,
  ShiftRemindersDue: 1,
} as const satisfies Record<NotificationEvent['type'] | ShiftRemindersDue['type'], number>;

export const notificationsStream = (userId: string) => `notifications-${userId}`;
export const shiftRemindersStream = (organizationId: string, date: string) => `shift-reminders-${organizationId}-${date}`;
