import { useNavigate, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';

/** Reset password from the mailed link (?token=…); on success Sign In shows the server's message. */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthCard title="Reset Password">
      <ResetPasswordForm
        token={params.get('token') ?? ''}
        onReset={(message) => navigate('/auth/login', { replace: true, state: { message } })}
      />
    </AuthCard>
  );
}
