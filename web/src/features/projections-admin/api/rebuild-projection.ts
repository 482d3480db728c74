import type { RebuildRequestedAnswer } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { projectionsKeys } from '@/lib/query-keys.ts';

/** POST /admin/projections/{name}/rebuild (a name or `all`) → 202 with the request's id. */
export function useRebuildProjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<RebuildRequestedAnswer>(`/admin/projections/${encodeURIComponent(name)}/rebuild`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectionsKeys.all }),
  });
}
