import type { NotificationEvent, NotificationType } from '@rostra/contracts';
import type { Decider } from '@rostra/platform';
import {
  evolveNotificationSettings,
  initialNotificationSettings,
  type NotificationSettingsState,
} from '../shared/notification-settings.ts';

/**
 * MarkRead: the ids the user has read (the read model ignores ids of others' notifications).
 * ChangeSettings: some e-mail switches; the event records them all, as they now are.
 */
export type NotificationCommand =
  | { type: 'MarkRead'; userId: string; ids: string[]; now: string }
  | { type: 'ChangeSettings'; userId: string; email: Partial<Record<NotificationType, boolean>>; now: string };

export const notificationDecider: Decider<NotificationCommand, NotificationSettingsState, NotificationEvent> = {
  initialState: initialNotificationSettings,
  evolve: evolveNotificationSettings,
  decide(command, state) {
    switch (command.type) {
      case 'MarkRead': {
        const ids = [...new Set(command.ids)];
        return ids.length === 0 ? [] : [{ type: 'NotificationsRead', data: { userId: command.userId, ids, readAt: command.now } }];
      }
      case 'ChangeSettings': {
        const email = { ...state.email, ...command.email };
        const same = Object.entries(email).every(([type, on]) => state.email[type as NotificationType] === on);
        return same ? [] : [{ type: 'NotificationSettingsChanged', data: { userId: command.userId, email, changedAt: command.now } }];
      }
    }
  },
};
