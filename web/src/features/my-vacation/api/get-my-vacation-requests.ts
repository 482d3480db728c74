import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { myVacationRequestsQuery, type Period } from '@/lib/my-vacation-requests-query.ts';

/** My requests sharing a day with the period (all without one); the previous period's stay while the next loads. */
export function useMyVacationRequests(organizationId: string, period: Period | null) {
  return useQuery({ ...myVacationRequestsQuery(organizationId, period), placeholderData: keepPreviousData });
}
