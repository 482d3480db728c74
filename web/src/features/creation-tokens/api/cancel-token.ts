import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { creationTokensKeys } from '@/lib/query-keys.ts';

/** DELETE /admin/organization-tokens/{tokenId}: only active tokens can be cancelled. */
export function useCancelToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => api.delete(`/admin/organization-tokens/${encodeURIComponent(tokenId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creationTokensKeys.all }),
  });
}
