import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLogin } from '@/features/auth/api/login.ts';
import { RegisterForm, type RegisterOutcome } from '@/features/auth/components/register-form.tsx';
import { rememberOrganization } from '@/lib/current-organization.ts';
import { notify } from '@/lib/notice.ts';
import { session } from '@/lib/session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';

const REGISTERED = 'Registration successful! Please sign in with your new account.';

/**
 * Create Account. Joining through a valid invitation signs the new user in and goes to /dashboard
 * with a welcome naming the organization; every other registration goes to sign in (docs/product/screens-and-routes.md).
 */
export default function RegisterPage() {
  useDocumentTitle('Create Account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();

  const registered = async (outcome: RegisterOutcome) => {
    if (outcome.kind === 'joined' && outcome.organization_id) {
      try {
        // The answer normally carries the session already; otherwise sign in with what was typed.
        if (!session.tokens()) await login.mutateAsync({ email: outcome.email, password: outcome.password });
        rememberOrganization(String(outcome.organization_id));
        notify('success', `Welcome to ${outcome.organization_name ?? 'your new organization'}!`);
        navigate('/dashboard', { replace: true });
        return;
      } catch {
        // Signing in failed: the account exists, so the sign-in page is the way on.
      }
    }
    navigate('/auth/login', { replace: true, state: { message: REGISTERED, firstSignIn: true } });
  };

  return (
    <AuthCard title="Create Account">
      <RegisterForm initialToken={params.get('token') ?? ''} onRegistered={registered} />
    </AuthCard>
  );
}
