import type { CalendarFeedAnswer } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myCalendarFeedPath } from './get-my-calendar-feed.ts';
import { myCalendarFeedKeys } from '@/lib/query-keys.ts';

/** POST …/my-calendar-feed: a new feed URL; the previous one, if any, stops working (revoking). */
export function useIssueMyCalendarFeed(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedAnswer>(myCalendarFeedPath(organizationId)),
    onSuccess: ({ url }) => queryClient.setQueryData(myCalendarFeedKeys.all(organizationId), url),
  });
}
