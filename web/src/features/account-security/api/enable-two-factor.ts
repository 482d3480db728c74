import type { TwoFactorEnabledResponse } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from '@/lib/query-keys.ts';

/** POST /auth/2fa/enable { code }: turns two-factor sign-in on; the answer's recovery codes are shown once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<TwoFactorEnabledResponse>('/auth/2fa/enable', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
