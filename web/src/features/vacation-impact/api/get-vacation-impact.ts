import type { VacationImpact } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { calendarKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

export const vacationImpactQuery = (organizationId: string, requestId: string) =>
  queryOptions({
    // Under the calendar's key: an edit, a repair or a publication of the schedule reloads it.
    queryKey: calendarKeys.vacationImpact(organizationId, requestId),
    queryFn: () => api.get<VacationImpact>(orgPath(organizationId, `/vacation-requests/${encodeURIComponent(requestId)}/impact`)),
  });

/** GET /organizations/{id}/vacation-requests/{requestId}/impact: the shift-days approving it would leave short. */
export function useVacationImpact(organizationId: string, requestId: string) {
  return useQuery(vacationImpactQuery(organizationId, requestId));
}
