import { useLocation, useNavigate } from 'react-router-dom';
import { Message } from '../../components/ui/Message.tsx';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';
import { notify } from '../../lib/notice.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthCard } from './AuthCard.tsx';

const WELCOME_BACK = 'Welcome back! You have been successfully logged in.';
/** After registering, the first sign-in is no return. */
const WELCOME_FIRST = 'Welcome to Rostra! You have been successfully logged in.';

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
          notify('success', state?.firstSignIn ? WELCOME_FIRST : WELCOME_BACK);
          navigate(next, { replace: true });
        }}
      />
    </AuthCard>
  );
}
