import type { LoginBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client.ts';
import { firstStepOutcome, type FirstStepAnswer } from './start-session.ts';

/**
 * POST /auth/login: starts the session, or, for an account with two-factor sign-in, answers the
 * challenge to present with the code (POST /auth/login/2fa).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Pick<LoginBody, 'email' | 'password'>) =>
      firstStepOutcome(queryClient, await publicApi.post<FirstStepAnswer>('/auth/login', body)),
  });
}
