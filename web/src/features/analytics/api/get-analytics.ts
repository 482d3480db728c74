import type { StatsReport } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { locationParameter } from '@/lib/locations-query.ts';
import { orgPath } from '@/lib/org-path.ts';
import { analyticsKeys } from '@/lib/query-keys.ts';
import { reportOptions } from './report-options.ts';

/** GET /organizations/{id}/analytics?start_date&end_date[&location_id] (the first day of the first month, the last day of the last). */
export const analyticsQuery = (organizationId: string, range: { start_date: string; end_date: string }, locationId?: string) =>
  queryOptions({
    queryKey: analyticsKeys.range(organizationId, range.start_date, range.end_date, locationId),
    queryFn: () =>
      api.get<StatsReport>(
        orgPath(organizationId, `/analytics?start_date=${range.start_date}&end_date=${range.end_date}${locationParameter(locationId)}`),
      ),
    ...reportOptions,
  });

export function useAnalytics(organizationId: string, range: { start_date: string; end_date: string }, locationId?: string) {
  return useQuery(analyticsQuery(organizationId, range, locationId));
}
