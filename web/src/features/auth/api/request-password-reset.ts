import { ACCOUNT_SECURITY_TEXT } from '@rostra/contracts';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client.ts';

/** POST /auth/password-recovery: the same answer for every address, known or not. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => {
      const answer = await publicApi.post<{ message?: string } | undefined>('/auth/password-recovery', { email });
      return answer?.message ?? ACCOUNT_SECURITY_TEXT.recoveryRequested;
    },
  });
}
