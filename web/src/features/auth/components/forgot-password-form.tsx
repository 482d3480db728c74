import { email as emailRule } from '@rostra/contracts';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SubmitButton } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useCheckedInput } from '@/lib/use-checked-input.ts';
import { firstIssue } from '@/lib/validate.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

/**
 * Forgot password: the e-mail (docs/product/validation.md#accounts). The confirmation is the server's, the same for every
 * address, so the page never tells whether an account exists; it stays until the user leaves.
 */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const email = useCheckedInput((value) => firstIssue(emailRule, value), request.reset);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.submit()) request.mutate(email.value.trim());
  };

  if (request.isSuccess)
    return (
      <>
        <Message kind="success">{request.data}</Message>
        <p>Didn't get it? Check your spam folder, or make sure you used the address you sign in with.</p>
        <p>
          <Link to="/auth/login">Back to sign in</Link>
        </p>
      </>
    );

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password">
      <p className="field-hint">Enter the email address you sign in with and we will send you a link to reset your password.</p>
      {request.isError && <Message kind="error">{errorText(request.error)}</Message>}
      <TextField label="Email" type="email" autoComplete="email" {...email.field} />
      <div className="form-actions">
        <SubmitButton busy={request.isPending} busyLabel="Sending…">
          Send reset link
        </SubmitButton>
      </div>
      <p>
        Remembered it? <Link to="/auth/login">Sign in</Link>
      </p>
    </form>
  );
}
