import { useLocation, useNavigate } from 'react-router-dom';
import { Message } from '@/components/ui/message.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';
import { welcome } from './welcome.ts';

/**
 * Sign In; shows the success message the previous screen passed along (registration, logout), and
 * once signed in greets on the page the user lands on (a new account's first sign-in is no return).
 */
export default function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const state = useLocation().state as { message?: string; from?: string; firstSignIn?: boolean } | null;
  const passed = state?.message;
  // Coming from an invitation link, the user goes back to accept it; otherwise to / (docs/product/screens-and-routes.md).
  const next = state?.from?.startsWith('/invitations/') ? state.from : '/';
  return (
    <AuthCard title="Sign In">
      {passed && <Message kind="success">{passed}</Message>}
      <LoginForm
        onSignedIn={() => {
          welcome({ firstSignIn: state?.firstSignIn === true });
          navigate(next, { replace: true });
        }}
      />
    </AuthCard>
  );
}
