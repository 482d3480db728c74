import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reloadSchedules } from './reload-schedules.ts';
import { orgPath } from '@/lib/org-path.ts';

/** DELETE /organizations/{id}/schedules?year&month. */
export function useClearSchedule(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, month }: { year: number; month: number }) =>
      api.delete<{ message: string }>(orgPath(organizationId, `/schedules?year=${year}&month=${month}`)),
    onSuccess: () => reloadSchedules(queryClient, organizationId),
  });
}
