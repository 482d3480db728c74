import type { VacationRequestBody, VacationRequestFields } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myVacationPath } from '@/lib/my-vacation-requests-query.ts';
import { myVacationRequestsKeys } from '@/lib/query-keys.ts';

/** POST …/my-vacation-requests: a new request, pending. */
export function useCreateMyVacationRequest(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VacationRequestBody) => api.post<VacationRequestFields & { message: string }>(myVacationPath(organizationId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myVacationRequestsKeys.all(organizationId) }),
  });
}
