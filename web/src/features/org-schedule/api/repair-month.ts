import type { RepairProposal } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { calendarKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

const monthPath = (organizationId: string, year: number, month: number) => orgPath(organizationId, `/schedules/${year}/${month}`);

/** POST …/repair: a proposal that mends the draft (nothing changes until it is applied). */
export function useProposeRepair(organizationId: string) {
  return useMutation({
    mutationFn: ({ year, month }: { year: number; month: number }) =>
      api.post<RepairProposal>(`${monthPath(organizationId, year, month)}/repair`),
  });
}

/** POST …/repair/{proposal_id}/apply: the proposal's changes become the draft's. */
export function useApplyRepair(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, month, proposalId }: { year: number; month: number; proposalId: string }) =>
      api.post<{ proposal_id: string }>(`${monthPath(organizationId, year, month)}/repair/${encodeURIComponent(proposalId)}/apply`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(organizationId) }),
  });
}
