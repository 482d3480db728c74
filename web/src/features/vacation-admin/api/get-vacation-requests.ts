import type { VacationRequestList } from '@rostra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { vacationRequestsKeys } from '@/lib/query-keys.ts';

export interface Period {
  start_date: string;
  end_date: string;
}

/** GET /organizations/{id}/vacation-requests[?start_date&end_date]: every request of the organization overlapping the period. */
export const vacationRequestsQuery = (organizationId: string, period: Period | null) =>
  queryOptions({
    queryKey: vacationRequestsKeys.list(organizationId, period?.start_date ?? 'all', period?.end_date ?? 'all'),
    queryFn: () =>
      api.get<VacationRequestList>(
        orgPath(organizationId, `/vacation-requests${period ? `?start_date=${period.start_date}&end_date=${period.end_date}` : ''}`),
      ),
  });

export function useVacationRequests(organizationId: string, period: Period | null) {
  return useQuery({ ...vacationRequestsQuery(organizationId, period), placeholderData: keepPreviousData });
}
