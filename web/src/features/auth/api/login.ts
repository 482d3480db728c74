import { TEXT, type LoginBody, type TokenResponse, type TwoFactorChallenge } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api-client.ts';
import { startSession } from './start-session.ts';

export type LoginOutcome = { kind: 'signed-in' } | { kind: 'two-factor'; challenge: string };

/**
 * POST /auth/login: starts the session, or, for an account with two-factor sign-in, answers the
 * challenge to present with the code (POST /auth/login/2fa).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Pick<LoginBody, 'email' | 'password'>): Promise<LoginOutcome> => {
      const answer = await publicApi.post<Partial<TokenResponse & TwoFactorChallenge> | undefined>('/auth/login', body);
      if (answer?.two_factor_required && answer.challenge) return { kind: 'two-factor', challenge: answer.challenge };
      if (!answer?.user || !answer.access_token) throw new Error(TEXT.loginFailed);
      startSession(queryClient, answer as TokenResponse);
      return { kind: 'signed-in' };
    },
  });
}
