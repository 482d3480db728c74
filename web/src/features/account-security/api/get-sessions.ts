import type { ActiveSession } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountSessionsKeys } from '@/lib/query-keys.ts';

export const sessionsQuery = queryOptions({
  queryKey: accountSessionsKeys.all,
  queryFn: async () => (await api.get<{ sessions: ActiveSession[] }>('/auth/sessions')).sessions,
});

/** GET /auth/sessions: the live sessions, most recently used first. */
export function useSessions() {
  return useQuery(sessionsQuery);
}
