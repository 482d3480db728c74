import { ACCOUNT_SECURITY_TEXT, email as emailRule, loginPassword } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SubmitButton } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { firstIssue, issues } from '@/lib/validate.ts';
import { useLogin } from '../api/login.ts';
import { SecondFactorStep } from './second-factor-step.tsx';

/**
 * Sign In: email (the e-mail rule of docs/product/validation.md#accounts) and a password that only has to be present; for an
 * account with two-factor sign-in, a second step asks for a code.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [challenge, setChallenge] = useState<string | null>(null);
  const [restarted, setRestarted] = useState<string | null>(null);
  const [shown, setShown] = useState<Partial<Record<'email' | 'password', boolean>>>({});
  const errors = issues({ email: firstIssue(emailRule, values.email), password: firstIssue(loginPassword, values.password) });

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    login.reset();
    setRestarted(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ email: true, password: true });
    if (Object.keys(errors).length) return;
    login.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: (outcome) => (outcome.kind === 'two-factor' ? setChallenge(outcome.challenge) : onSignedIn()) },
    );
  };

  if (challenge)
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={onSignedIn}
        onRestart={(reason) => {
          setChallenge(null);
          setValues((v) => ({ ...v, password: '' }));
          setShown({});
          login.reset();
          setRestarted(reason ?? null);
        }}
      />
    );

  return (
    <form onSubmit={submit} noValidate aria-label="Sign In">
      {login.isError && (
        // Past a sign-in ceiling the server mails a link instead: news to act on, not a refusal.
        <Message kind={errorText(login.error) === ACCOUNT_SECURITY_TEXT.signInLinkSent ? 'info' : 'error'}>
          {errorText(login.error)}
        </Message>
      )}
      {restarted && <Message kind="error">{restarted}</Message>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        onBlur={() => setShown((s) => ({ ...s, email: true }))}
        error={shown.email ? errors.email : null}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        onBlur={() => setShown((s) => ({ ...s, password: true }))}
        error={shown.password ? errors.password : null}
      />
      <p className="field-hint">
        <Link to="/auth/forgot-password">Forgot password?</Link>
      </p>
      <div className="form-actions">
        <SubmitButton busy={login.isPending} busyLabel="Signing in…">
          Sign In
        </SubmitButton>
      </div>
      <p>
        Don't have an account? <Link to="/auth/register">Create one</Link>
      </p>
    </form>
  );
}
