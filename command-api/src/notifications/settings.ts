import { DEFAULT_EMAIL_SETTINGS, type NotificationEvent, type NotificationType } from '@rostra/contracts';

/** A user's notifications stream: which kinds they want by e-mail (read state lives in the read model). */
export interface NotificationSettingsState {
  email: Record<NotificationType, boolean>;
}

export const initialNotificationSettings: NotificationSettingsState = { email: DEFAULT_EMAIL_SETTINGS };

export function evolveNotificationSettings(state: NotificationSettingsState, event: NotificationEvent): NotificationSettingsState {
  switch (event.type) {
    case 'NotificationSettingsChanged':
      return { email: { ...DEFAULT_EMAIL_SETTINGS, ...event.data.email } };
    case 'NotificationsRead':
      return state;
  }
}
