import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notificationsKeys } from '@/lib/query-keys.ts';
import type { NotificationSettingsAnswer, NotificationType } from '@rostra/contracts';

/** A change of some of the switches (the answer has them all). */
type NotificationSettingsChange = { email: Partial<Record<NotificationType, boolean>> };

/** GET /me/notification-settings: which notifications also come by e-mail. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationsKeys.settings,
    queryFn: () => api.get<NotificationSettingsAnswer>('/me/notification-settings'),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());

/** PUT /me/notification-settings (some switches) → all of them. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettingsChange) => api.put<NotificationSettingsAnswer>('/me/notification-settings', settings),
    onSuccess: (settings) => queryClient.setQueryData(notificationsKeys.settings, settings),
  });
}
