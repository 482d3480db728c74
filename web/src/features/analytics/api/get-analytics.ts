import { LIMITS, type StatsReport } from '@rostra/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hasStatus } from '../../../lib/errors.ts';
import { analyticsKeys } from '../../../lib/query-keys.ts';
import { orgPath } from '../../../lib/org-path.ts';

/**
 * GET /organizations/{id}/analytics?start_date&end_date (the first day of the first month, the
 * last day of the last). docs/product/limits.md: cached 5 minutes, up to 3 retries, none on 403 or 404.
 */
export function useAnalytics(organizationId: string, range: { start_date: string; end_date: string }) {
  return useQuery({
    queryKey: analyticsKeys.range(organizationId, range.start_date, range.end_date),
    queryFn: () =>
      api.get<StatsReport>(orgPath(organizationId, `/analytics?start_date=${range.start_date}&end_date=${range.end_date}`)),
    staleTime: LIMITS.reportsCacheMs,
    gcTime: LIMITS.reportsCacheMs,
    retry: (failures, error) => !hasStatus(error, 403, 404) && failures < 3,
    placeholderData: keepPreviousData,
  });
}
