import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SignInLink } from '@/features/auth/components/sign-in-link.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';
import { welcome } from './welcome.ts';

/**
 * Opens the sign-in link mailed past a sign-in ceiling (?token=…). The token is taken out of the
 * address (and so out of the history) at once; signed in, the user goes where Sign In leads.
 */
export default function SignInLinkPage() {
  useDocumentTitle('Sign In');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => params.get('token') ?? '');
  useEffect(() => {
    if (params.has('token')) navigate('/auth/sign-in-link', { replace: true });
  }, [params, navigate]);
  const signedIn = useCallback(() => {
    welcome();
    navigate('/', { replace: true });
  }, [navigate]);
  return (
    <AuthCard title="Sign In">
      <SignInLink token={token} onSignedIn={signedIn} />
    </AuthCard>
  );
}
