import type { GenerationResult } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reloadSchedules } from './reload-schedules.ts';

/** POST /schedule: answers once the solver has (docs/product/api-calls.md); on success the calendar refreshes. */
export function useGenerateSchedule(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, month }: { year: number; month: number }) =>
      api.post<GenerationResult>('/schedule', { organization_id: organizationId, year, month }),
    onSuccess: (result) => (result.success ? reloadSchedules(queryClient, organizationId) : undefined),
  });
}
