import type { CalendarFeedAnswer } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { hasStatus } from '@/lib/errors.ts';
import { myCalendarFeedKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

export const myCalendarFeedPath = (organizationId: string) => orgPath(organizationId, '/my-calendar-feed');

/** GET …/my-calendar-feed: the member's feed URL, or null while they have none (404). */
export function useMyCalendarFeed(organizationId: string) {
  return useQuery(
    queryOptions({
      queryKey: myCalendarFeedKeys.all(organizationId),
      queryFn: async (): Promise<string | null> => {
        try {
          return (await api.get<CalendarFeedAnswer>(myCalendarFeedPath(organizationId))).url;
        } catch (error) {
          if (hasStatus(error, 404)) return null;
          throw error;
        }
      },
    }),
  );
}
