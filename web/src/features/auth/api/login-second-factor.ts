import { TEXT, type SecondFactorBody, type TokenResponse } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client.ts';
import { startSession } from './start-session.ts';

/** POST /auth/login/2fa: the challenge of the password step with a code or a recovery code. */
export function useLoginSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SecondFactorBody & { challenge: string }) => {
      const answer = await publicApi.post<TokenResponse | undefined>('/auth/login/2fa', body);
      if (!answer?.user || !answer.access_token) throw new Error(TEXT.loginFailed);
      startSession(queryClient, answer);
    },
  });
}
