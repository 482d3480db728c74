import type { VacationRequestFields } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myVacationPath } from '@/lib/my-vacation-requests-query.ts';
import { myScheduleKeys, myVacationRequestsKeys } from '@/lib/query-keys.ts';

/**
 * PUT …/my-vacation-requests/{requestId}/cancel, one call per request, in parallel (docs/product/api-calls.md);
 * answers each outcome, and the list reloads once all have settled.
 */
export function useCancelMyVacationRequests(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      Promise.allSettled(
        ids.map((id) => api.put<VacationRequestFields>(myVacationPath(organizationId, `/${encodeURIComponent(id)}/cancel`))),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myVacationRequestsKeys.all(organizationId) }),
        queryClient.invalidateQueries({ queryKey: myScheduleKeys.all(organizationId) }),
      ]),
  });
}
