import type { FairnessReport } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { locationParameter } from '@/lib/locations-query.ts';
import { orgPath } from '@/lib/org-path.ts';
import { analyticsKeys } from '@/lib/query-keys.ts';
import { reportOptions } from './report-options.ts';

/** GET /organizations/{id}/analytics/fairness?year&month[&location_id]: the fairness ledger over the window ending with that month. */
export const fairnessQuery = (organizationId: string, month: { year: number; month: number }, locationId?: string) =>
  queryOptions({
    queryKey: analyticsKeys.fairness(organizationId, month.year, month.month, locationId),
    queryFn: () =>
      api.get<FairnessReport>(
        orgPath(organizationId, `/analytics/fairness?year=${month.year}&month=${month.month}${locationParameter(locationId)}`),
      ),
    ...reportOptions,
  });

export function useFairness(organizationId: string, month: { year: number; month: number }, locationId?: string) {
  return useQuery(fairnessQuery(organizationId, month, locationId));
}
