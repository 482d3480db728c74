import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';

/** Forgot password: asks for the reset link (docs/api/account-security.md). */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  return (
    <AuthCard title="Forgot Password">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
