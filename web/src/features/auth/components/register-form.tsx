import { email as emailRule, password as passwordRule, profileName, TEXT } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SubmitButton } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { confirmationIssue, firstIssue, issues } from '@/lib/validate.ts';
import { useRegister } from '../api/register.ts';
import { useRegisterWithInvitation, type RegisteredWithInvitation } from '../api/register-with-invitation.ts';
import { useInvitationCode } from './use-invitation-code.ts';

type Field = 'email' | 'name' | 'password' | 'confirm';

export type RegisterOutcome = { kind: 'registered' } | ({ kind: 'joined'; email: string; password: string } & RegisteredWithInvitation);

/**
 * Create Account: every rule of docs/product/validation.md#accounts checked as the user types (a field shows its text once it has
 * been edited), and an optional invitation code, pre-filled from ?token=.
 */
export function RegisterForm({ initialToken, onRegistered }: { initialToken: string; onRegistered: (outcome: RegisterOutcome) => void }) {
  const register = useRegister();
  const registerWithInvitation = useRegisterWithInvitation();
  const [values, setValues] = useState({ email: '', name: '', password: '', confirm: '' });
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({});
  const code = useInvitationCode(initialToken);

  const errors = issues<Field>({
    email: firstIssue(emailRule, values.email),
    name: firstIssue(profileName, values.name),
    password: firstIssue(passwordRule, values.password),
    confirm: confirmationIssue(values.confirm, values.password),
  });
  const pending = register.isPending || registerWithInvitation.isPending;
  const failure = register.error ?? registerWithInvitation.error;

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setShown((s) => ({ ...s, [field]: true }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ email: true, name: true, password: true, confirm: true });
    if (Object.keys(errors).length || code.state === 'invalid' || code.state === 'checking') return;
    const body = { email: values.email.trim(), password: values.password, ...(values.name.trim() ? { name: values.name.trim() } : {}) };
    if (code.state === 'accepted') {
      registerWithInvitation.mutate(
        { ...body, invitation_token: code.value.trim() },
        { onSuccess: (answer) => onRegistered({ kind: 'joined', email: body.email, password: body.password, ...answer }) },
      );
    } else {
      register.mutate(body, { onSuccess: () => onRegistered({ kind: 'registered' }) });
    }
  };

  const field = (name: Field) => ({ onChange: change(name), error: shown[name] ? errors[name] : null, value: values[name] });
  return (
    <form onSubmit={submit} noValidate aria-label="Create Account">
      {failure && <Message kind="error">{errorText(failure)}</Message>}
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Full name" optional autoComplete="name" {...field('name')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" {...field('confirm')} />
      <TextField
        label="Invitation code"
        optional
        value={code.value}
        onChange={(event) => code.change(event.target.value)}
        error={code.state === 'invalid' ? TEXT.invitationTokenFormat : null}
        hint={
          code.state === 'checking'
            ? 'Checking the invitation code…'
            : code.state === 'accepted'
              ? '✓ Invitation code accepted: you will join the organization when your account is created.'
              : 'Have an invitation? Paste its code to join the organization right away.'
        }
      />
      <div className="form-actions">
        <SubmitButton busy={pending} busyLabel="Creating account…">
          Create Account
        </SubmitButton>
      </div>
      <p>
        Already have an account? <Link to="/auth/login">Sign in</Link>
      </p>
    </form>
  );
}
