import { loginPassword, password as passwordRule } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FlashMessage, Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { confirmationIssue, firstIssue, issues } from '@/lib/validate.ts';
import { useChangePassword } from '../api/change-password.ts';
import './account-security.css';

type Field = 'current' | 'next' | 'confirm';
const EMPTY = { current: '', next: '', confirm: '' };
/** A 400 names the body's field first ('current_password: Current password is incorrect'). */
const SERVER_FIELDS: Record<string, Field> = { current_password: 'current', new_password: 'next' };

function serverFieldError(error: unknown): { field: Field; text: string } | null {
  const match = /^(\w+): (.*)$/.exec(errorText(error));
  const field = match && SERVER_FIELDS[match[1]!];
  return field ? { field, text: match[2]! } : null;
}

/** Profile → Password: current, new (rules: docs/product/validation.md#accounts) and confirm; every other session is signed out. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({});
  const { flash, show } = useFlash();
  const fromServer = change.isError ? serverFieldError(change.error) : null;
  const errors = issues<Field>({
    current: firstIssue(loginPassword, values.current) ?? (fromServer?.field === 'current' ? fromServer.text : null),
    next: firstIssue(passwordRule, values.next) ?? (fromServer?.field === 'next' ? fromServer.text : null),
    confirm: confirmationIssue(values.confirm, values.next),
  });

  const edit = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setShown((s) => ({ ...s, [field]: true }));
    change.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ current: true, next: true, confirm: true });
    if (Object.keys(errors).length) return;
    change.mutate(
      { current_password: values.current, new_password: values.next },
      {
        onSuccess: (answer) => {
          setValues(EMPTY);
          setShown({});
          show('success', answer.message);
        },
      },
    );
  };

  const field = (name: Field) => ({
    onChange: edit(name),
    value: values[name],
    error: shown[name] || fromServer?.field === name ? errors[name] : null,
  });
  return (
    <Card title="Password">
      <p className="field-hint card-intro">
        Changing your password signs you out on every other device and browser. You stay signed in here.
      </p>
      <FlashMessage flash={flash} />
      <form onSubmit={submit} noValidate aria-label="Change password">
        {change.isError && !fromServer && <Message kind="error">{errorText(change.error)}</Message>}
        <TextField label="Current password" type="password" autoComplete="current-password" {...field('current')} />
        <TextField label="New password" type="password" autoComplete="new-password" {...field('next')} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" {...field('confirm')} />
        <div className="form-actions">
          <SubmitButton busy={change.isPending} busyLabel="Changing…">
            Change password
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
