import { TEXT, type LoginBody, type TokenResponse } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { sessionUserQuery } from '../../../lib/use-session.ts';

/** POST /auth/login: starts the session and primes the session user (with roles). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Pick<LoginBody, 'email' | 'password'>) => {
      const answer = await publicApi.post<TokenResponse | undefined>('/auth/login', body);
      if (!answer?.user || !answer.access_token) throw new Error(TEXT.loginFailed);
      queryClient.clear();
      session.start(answer);
      queryClient.setQueryData(sessionUserQuery.queryKey, answer.user);
      return answer;
    },
  });
}
