import type { VacationRequestList } from '@rostra/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { vacationRequestsKeys } from '../../../lib/query-keys.ts';
import { orgPath } from '../../../lib/org-path.ts';

export interface Period {
  start_date: string;
  end_date: string;
}

/** GET /organizations/{id}/vacation-requests[?start_date&end_date]: every request of the organization overlapping the period. */
export function useVacationRequests(organizationId: string, period: Period | null) {
  const query = period ? `?start_date=${period.start_date}&end_date=${period.end_date}` : '';
  return useQuery({
    queryKey: vacationRequestsKeys.list(organizationId, period?.start_date ?? 'all', period?.end_date ?? 'all'),
    queryFn: () => api.get<VacationRequestList>(orgPath(organizationId, `/vacation-requests${query}`)),
    placeholderData: keepPreviousData,
  });
}
