import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notificationsKeys } from '@/lib/query-keys.ts';
import type { NotificationsAnswer } from '@rostra/contracts';

/** How often the bell asks again: a colleague's offer shows within a minute without a reload. */
const POLL_MS = 60_000;

/** GET /me/notifications: the newest 100 and the unread count. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationsKeys.all,
    queryFn: () => api.get<NotificationsAnswer>('/me/notifications'),
  });

export const useNotifications = () => useQuery({ ...notificationsQuery(), refetchInterval: POLL_MS });
