import type { ProjectionsAnswer } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { projectionsKeys } from '@/lib/query-keys.ts';

/** While a rebuild is asked for or running, the panel polls every second for its progress. */
export const POLL_MS = 1000;
const busy = (answer: ProjectionsAnswer | undefined) => Boolean(answer?.rebuilds.some((r) => r.status === 'running'));

/** `watching`: a rebuild just asked for, polled until the list shows it (the runner picks it up) and then finished. */
export const projectionsQuery = (watching: string | null = null) =>
  queryOptions({
    queryKey: projectionsKeys.all,
    queryFn: () => api.get<ProjectionsAnswer>('/admin/projections'),
    refetchInterval: (query) => {
      const data = query.state.data;
      const watched = watching && data?.rebuilds.find((r) => r.id === watching);
      const settled = watched && (watched.status === 'done' || watched.status === 'failed');
      return busy(data) || (watching && !settled) ? POLL_MS : false;
    },
  });

/** GET /admin/projections: every projection's generation, checkpoint and lag, and the recent rebuilds. */
export function useProjections(watching?: string | null) {
  return useQuery(projectionsQuery(watching));
}
