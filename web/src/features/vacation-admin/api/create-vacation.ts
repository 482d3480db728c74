import type { AdminVacationRequestBody, VacationRequestFields } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reloadVacations } from './reload-vacations.ts';
import { orgPath } from '@/lib/org-path.ts';

/** POST /organizations/{id}/employees/{employeeId}/vacation-requests; auto_approve creates, then approves. */
export function useCreateVacation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, body }: { employeeId: string; body: Partial<AdminVacationRequestBody> }) =>
      api.post<VacationRequestFields>(orgPath(organizationId, `/employees/${encodeURIComponent(employeeId)}/vacation-requests`), body),
    onSuccess: () => reloadVacations(queryClient, organizationId),
  });
}
