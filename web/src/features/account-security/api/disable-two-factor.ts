import type { SecondFactorBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from '@/lib/query-keys.ts';

/** POST /auth/2fa/disable with a code or a recovery code. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorBody) => api.post<{ message: string }>('/auth/2fa/disable', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
