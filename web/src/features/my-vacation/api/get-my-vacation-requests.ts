import type { VacationRequestList } from '@rostra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { myVacationPath } from './paths.ts';
import { myVacationRequestsKeys } from '../../../lib/query-keys.ts';

export interface Period {
  start_date: string;
  end_date: string;
}

export const myVacationRequestsQuery = (organizationId: string, period: Period | null) =>
  queryOptions({
    queryKey: myVacationRequestsKeys.list(organizationId, period?.start_date ?? 'all'),
    queryFn: () =>
      api.get<VacationRequestList>(
        myVacationPath(organizationId, period ? `?start_date=${period.start_date}&end_date=${period.end_date}` : ''),
      ),
  });

/** GET …/my-vacation-requests[?start_date&end_date]: my requests sharing a day with the period (all without one). */
export function useMyVacationRequests(organizationId: string, period: Period | null) {
  return useQuery({ ...myVacationRequestsQuery(organizationId, period), placeholderData: keepPreviousData });
}
