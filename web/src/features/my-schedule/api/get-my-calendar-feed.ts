import type { CalendarFeedAnswer } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hasStatus } from '../../../lib/errors.ts';

export const myCalendarFeedKey = (organizationId: string) => ['my-calendar-feed', organizationId] as const;
export const myCalendarFeedPath = (organizationId: string) => `/organizations/${encodeURIComponent(organizationId)}/my-calendar-feed`;

/** GET …/my-calendar-feed: the member's feed URL, or null while they have none (404). */
export function useMyCalendarFeed(organizationId: string) {
  return useQuery(
    queryOptions({
      queryKey: myCalendarFeedKey(organizationId),
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
