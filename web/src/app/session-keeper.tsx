import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepSessionFresh, session } from '../lib/session.ts';
import { useTokens } from '../lib/use-session.ts';

/**
 * Keeps the access token fresh while someone is signed in, and when the session ends on its own
 * (a 401, a failed refresh, a sign-out in another tab) forgets the cached data and goes to
 * /auth/login, unless the page is already under /auth (docs/product/screens-and-routes.md).
 */
export function SessionKeeper() {
  const signedIn = useTokens() !== null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => (signedIn ? keepSessionFresh() : undefined), [signedIn]);

  useEffect(
    () =>
      session.onSignedOut(() => {
        queryClient.clear();
        if (!window.location.pathname.startsWith('/auth')) navigate('/auth/login', { replace: true });
      }),
    [queryClient, navigate],
  );

  return null;
}
