import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A projection's row of GET /admin/projections (docs/api/audit.md; the API shapes it, contracts do not). */
export interface ProjectionStatus {
  name: string;
  version: number;
  serving: string;
  building: string | null;
  checkpoint: string;
  lagEvents: number;
  lagCapped: boolean;
  lagSeconds: number;
  buildingLagEvents: number | null;
}

export interface ProjectionRebuild {
  id: string;
  projection: string;
  status: 'requested' | 'running' | 'done' | 'failed';
  requested_at: string;
  requested_by: string;
  current: string | null;
  done: string[];
  events: number;
  total: number;
  events_per_second: number;
  eta_seconds: number | null;
  finished_at: string | null;
  error: string | null;
}

export interface ProjectionsAnswer {
  projections: ProjectionStatus[];
  rebuilds: ProjectionRebuild[];
}

/** While a rebuild is asked for or running, the panel polls every second for its progress. */
export const POLL_MS = 1000;
const busy = (answer: ProjectionsAnswer | undefined) => Boolean(answer?.rebuilds.some((r) => r.status === 'running' || r.status === 'requested'));

/** `watching`: a rebuild just asked for, polled until the list shows it finished. */
export const projectionsQuery = (watching: string | null = null) =>
  queryOptions({
    queryKey: ['admin-projections'],
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
