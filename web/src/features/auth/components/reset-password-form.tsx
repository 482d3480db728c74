import { ACCOUNT_SECURITY_TEXT, password as passwordRule, resetToken } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SubmitButton } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { confirmationIssue, firstIssue, issues } from '@/lib/validate.ts';
import { useResetPassword } from '../api/reset-password.ts';

type Field = 'password' | 'confirm';

/** The server prefixes the text with 'token: ' for a malformed token; either way the link is spent. */
const isDeadLink = (error: unknown) => errorText(error).endsWith(ACCOUNT_SECURITY_TEXT.resetLinkInvalid);

function DeadLink() {
  return (
    <>
      <Message kind="error">{ACCOUNT_SECURITY_TEXT.resetLinkInvalid}</Message>
      <p>
        <Link to="/auth/forgot-password">Request a new link</Link> · <Link to="/auth/login">Back to sign in</Link>
      </p>
    </>
  );
}

/**
 * Reset password, reached from the mailed link: the new password (rules and texts: docs/product/validation.md#accounts) twice.
 * A missing, malformed, unknown, expired or used link shows one state with the way to a new one.
 */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: (message: string) => void }) {
  const reset = useResetPassword();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({});
  const errors = issues<Field>({
    password: firstIssue(passwordRule, values.password),
    confirm: confirmationIssue(values.confirm, values.password),
  });

  if (firstIssue(resetToken, token) || (reset.isError && isDeadLink(reset.error))) return <DeadLink />;

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setShown((s) => ({ ...s, [field]: true }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ password: true, confirm: true });
    if (Object.keys(errors).length) return;
    reset.mutate({ token, password: values.password }, { onSuccess: (message) => onReset(message) });
  };

  const field = (name: Field) => ({ onChange: change(name), error: shown[name] ? errors[name] : null, value: values[name] });
  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <p className="field-hint">Choose a new password. You will be signed out on every device and can then sign in with it.</p>
      {reset.isError && <Message kind="error">{errorText(reset.error)}</Message>}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters, with a lowercase and an uppercase letter, a number and one of @$!%*?&."
        {...field('password')}
      />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...field('confirm')} />
      <div className="form-actions">
        <SubmitButton busy={reset.isPending} busyLabel="Saving…">
          Reset password
        </SubmitButton>
      </div>
    </form>
  );
}
