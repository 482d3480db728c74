import { TEXT, type TokenResponse, type TwoFactorChallenge } from '@rostra/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { session } from '@/lib/session.ts';
import { sessionUserQuery } from '@/lib/use-session.ts';

/** A token answer starts the session on this device and primes the session user (with roles). */
export function startSession(queryClient: QueryClient, answer: TokenResponse): void {
  queryClient.clear();
  session.start(answer);
  queryClient.setQueryData(sessionUserQuery.queryKey, answer.user);
}

export type LoginOutcome = { kind: 'signed-in' } | { kind: 'two-factor'; challenge: string };
export type FirstStepAnswer = Partial<TokenResponse & TwoFactorChallenge> | undefined;

/**
 * The answer of a first sign-in step (a password, a mailed link): the session starts, or, for an
 * account with two-factor sign-in, the challenge to present with the code (POST /auth/login/2fa).
 */
export function firstStepOutcome(queryClient: QueryClient, answer: FirstStepAnswer): LoginOutcome {
  if (answer?.two_factor_required && answer.challenge) return { kind: 'two-factor', challenge: answer.challenge };
  if (!answer?.user || !answer.access_token) throw new Error(TEXT.loginFailed);
  startSession(queryClient, answer as TokenResponse);
  return { kind: 'signed-in' };
}
