import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationsKeys } from '../../../lib/query-keys.ts';
import type { NotificationSettings } from './notification.ts';

/** GET /me/notification-settings: which notifications also come by e-mail. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationsKeys.settings,
    queryFn: () => api.get<NotificationSettings>('/me/notification-settings'),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());

/** PUT /me/notification-settings (some switches) → all of them. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => api.put<NotificationSettings>('/me/notification-settings', settings),
    onSuccess: (settings) => queryClient.setQueryData(notificationsKeys.settings, settings),
  });
}
