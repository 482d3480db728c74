import type { Collaboration, CollaborationCreateBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { collaborationsKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/**
 * After a create or delete the list is reloaded (docs/product/api-calls.md); the answer says whether that reload
 * failed, so the page can say 'created/deleted successfully, but failed to refresh list'.
 */
function useReload(organizationId: string) {
  const queryClient = useQueryClient();
  return async (): Promise<string | null> => {
    await queryClient.invalidateQueries({ queryKey: collaborationsKeys.all(organizationId) });
    const state = queryClient.getQueryState(collaborationsKeys.all(organizationId));
    return state?.status === 'error' ? errorText(state.error) : null;
  };
}

/** POST /organizations/{id}/employee-collaborations. */
export function useCreateCollaboration(organizationId: string) {
  const reload = useReload(organizationId);
  return useMutation({
    mutationFn: async (body: CollaborationCreateBody) => {
      const created = await api.post<Collaboration>(orgPath(organizationId, '/employee-collaborations'), body);
      return { created, reloadError: await reload() };
    },
  });
}

/** DELETE /organizations/{id}/employee-collaborations/{collabId}. */
export function useDeleteCollaboration(organizationId: string) {
  const reload = useReload(organizationId);
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(orgPath(organizationId, `/employee-collaborations/${encodeURIComponent(id)}`));
      return { reloadError: await reload() };
    },
  });
}
