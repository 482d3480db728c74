import type { ActiveSession } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const sessionsQuery = queryOptions({
  queryKey: ['account-sessions'],
  queryFn: async () => (await api.get<{ sessions: ActiveSession[] }>('/auth/sessions')).sessions,
});

/** GET /auth/sessions: the live sessions, most recently used first. */
export function useSessions() {
  return useQuery(sessionsQuery);
}
