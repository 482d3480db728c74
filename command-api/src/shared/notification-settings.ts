import { DEFAULT_EMAIL_SETTINGS, notificationsStream, type NotificationEvent, type NotificationType } from '@rostra/contracts';
import type { EventStore } from '@rostra/platform';
import { foldedAsOf } from './as-of.ts';

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

/** Whether the user wanted this kind by e-mail when the event was appended. */
export async function wantsEmailAsOf(
  events: Pick<EventStore, 'readStream'>,
  userId: string,
  type: NotificationType,
  position: bigint,
): Promise<boolean> {
  const state = await foldedAsOf<typeof initialNotificationSettings, NotificationEvent>(
    events,
    notificationsStream(userId),
    { initialState: initialNotificationSettings, evolve: evolveNotificationSettings },
    position,
  );
  return state.email[type];
}
