import type { SolverSettings } from '@rostra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { solverSettingsKeys } from '@/lib/query-keys.ts';

/** GET …/schedules/solver-settings: the solver's time limit, which bounds the time estimate. A server setting: read once. */
export const solverSettingsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: solverSettingsKeys.all(organizationId),
    queryFn: () => api.get<SolverSettings>(orgPath(organizationId, '/schedules/solver-settings')),
    staleTime: Infinity,
  });
