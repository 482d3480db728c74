/** The kinds of notification, each one e-mail switch (issue 54's contract). */
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

export interface Notification {
  id: string;
  type: NotificationType;
  organization_id: string;
  created_at: string;
  read: boolean;
  title: string;
  body: string;
  /** A path of the web app ('/organizations/1/my-schedule?month=2026-12'). */
  link: string | null;
}

export interface NotificationsResponse {
  notifications: Notification[];
  unread_count: number;
}

export interface NotificationSettings {
  email: Partial<Record<NotificationType, boolean>>;
}
