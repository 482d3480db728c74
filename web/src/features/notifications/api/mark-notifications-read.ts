import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notificationsKeys } from '@/lib/query-keys.ts';

/** POST /me/notifications/read `{ ids }` → the unread count left. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<{ unread_count: number }>('/me/notifications/read', { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all, exact: true }),
  });
}
