import { ACCOUNT_SECURITY_TEXT } from '@rostra/contracts';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client.ts';

/** POST /auth/password-reset: the link's token and the new password; every session of the user ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: { token: string; password: string }) => {
      const answer = await publicApi.post<{ message?: string } | undefined>('/auth/password-reset', body);
      return answer?.message ?? ACCOUNT_SECURITY_TEXT.passwordReset;
    },
  });
}
