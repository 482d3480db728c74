import { LIMITS, type FairnessReport } from '@rostra/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hasStatus } from '../../../lib/errors.ts';
import { analyticsKeys } from '../../../lib/query-keys.ts';
import { orgPath } from '../../../lib/org-path.ts';

/** GET /organizations/{id}/analytics/fairness?year&month: the fairness ledger over the window ending with that month. */
export function useFairness(organizationId: string, month: { year: number; month: number }) {
  return useQuery({
    queryKey: analyticsKeys.fairness(organizationId, month.year, month.month),
    queryFn: () => api.get<FairnessReport>(orgPath(organizationId, `/analytics/fairness?year=${month.year}&month=${month.month}`)),
    staleTime: LIMITS.reportsCacheMs,
    gcTime: LIMITS.reportsCacheMs,
    retry: (failures, error) => !hasStatus(error, 403, 404) && failures < 3,
    placeholderData: keepPreviousData,
  });
}
