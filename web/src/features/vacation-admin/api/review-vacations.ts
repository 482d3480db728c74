import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reloadVacations } from './reload-vacations.ts';
import { orgPath } from '@/lib/org-path.ts';

export type BulkAction = 'approve' | 'reject' | 'cancel';

/**
 * PUT …/vacation-requests/{id}/review (approved or rejected, with the review notes if any) or
 * …/cancel, one call per selected request, in parallel; answers how many succeeded and the
 * failures' reasons.
 */
export function useBulkVacationAction(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, ids, reviewNotes = '' }: { action: BulkAction; ids: string[]; reviewNotes?: string }) => {
      const call = (id: string) =>
        action === 'cancel'
          ? api.put(orgPath(organizationId, `/vacation-requests/${encodeURIComponent(id)}/cancel`))
          : api.put(orgPath(organizationId, `/vacation-requests/${encodeURIComponent(id)}/review`), {
              status: action === 'approve' ? 'approved' : 'rejected',
              ...(reviewNotes.trim() ? { review_notes: reviewNotes.trim() } : {}),
            });
      const outcomes = await Promise.allSettled(ids.map(call));
      return {
        succeeded: outcomes.filter((o) => o.status === 'fulfilled').length,
        failures: outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : [])),
      };
    },
    onSettled: () => reloadVacations(queryClient, organizationId),
  });
}
