import type { TokenResponse } from '@rostra/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { session } from '../../../lib/session.ts';
import { sessionUserQuery } from '../../../lib/use-session.ts';

/** A token answer starts the session on this device and primes the session user (with roles). */
export function startSession(queryClient: QueryClient, answer: TokenResponse): void {
  queryClient.clear();
  session.start(answer);
  queryClient.setQueryData(sessionUserQuery.queryKey, answer.user);
}
