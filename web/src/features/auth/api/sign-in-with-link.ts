import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client.ts';
import { firstStepOutcome, type FirstStepAnswer } from './start-session.ts';

/**
 * POST /auth/login/link: a mailed sign-in link (spent by this call) answers as a right password
 * does: the session, or the two-factor challenge.
 */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { token: string }) =>
      firstStepOutcome(queryClient, await publicApi.post<FirstStepAnswer>('/auth/login/link', body)),
  });
}
