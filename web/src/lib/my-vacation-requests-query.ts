import type { VacationRequestList } from '@rostra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { orgPath } from './org-path.ts';
import { myVacationRequestsKeys } from './query-keys.ts';

export const myVacationPath = (organizationId: string, rest = '') => orgPath(organizationId, `/my-vacation-requests${rest}`);

export interface Period {
  start_date: string;
  end_date: string;
}

/**
 * GET …/my-vacation-requests[?start_date&end_date]: my requests sharing a day with the period (all
 * without one). Read by my vacation requests and by My Calendar (its vacation days), so a new or
 * cancelled request shows in both.
 */
export const myVacationRequestsQuery = (organizationId: string, period: Period | null) =>
  queryOptions({
    queryKey: myVacationRequestsKeys.list(organizationId, period?.start_date ?? 'all'),
    queryFn: () =>
      api.get<VacationRequestList>(
        myVacationPath(organizationId, period ? `?start_date=${period.start_date}&end_date=${period.end_date}` : ''),
      ),
  });
