import type { CreationToken } from '@rostra/contracts';
import { boundedInt, email, LIMITS } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorText } from '@/lib/errors.ts';
import { firstIssue } from '@/lib/validate.ts';
import { useIssueToken, type IssueTokenInput } from '../api/issue-token.ts';

const { min, max, default: defaultDays } = LIMITS.creationTokenExpiryDays;

/** Generate form: expiry 1–90 days (default 14), an optional requester e-mail, organization name and notes. */
export function GenerateTokenForm({ onIssued, onFailed }: { onIssued: (token: CreationToken) => void; onFailed: (text: string) => void }) {
  const issue = useIssueToken();
  const [values, setValues] = useState({
    expires_in_days: String(defaultDays),
    requested_by_email: '',
    intended_organization_name: '',
    notes: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    expires_in_days: firstIssue(boundedInt(min, max), values.expires_in_days.trim() === '' ? NaN : Number(values.expires_in_days)),
    requested_by_email: values.requested_by_email.trim() ? firstIssue(email, values.requested_by_email) : null,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.expires_in_days || errors.requested_by_email) return;
    const body: IssueTokenInput = { expires_in_days: Number(values.expires_in_days) };
    for (const field of ['requested_by_email', 'intended_organization_name', 'notes'] as const)
      if (values[field].trim()) body[field] = values[field].trim();
    issue.mutate(body, {
      onSuccess: (token) => {
        setValues({ expires_in_days: String(defaultDays), requested_by_email: '', intended_organization_name: '', notes: '' });
        setSubmitted(false);
        onIssued(token);
      },
      onError: (error) => onFailed(`Failed to generate token: ${errorText(error)}`),
    });
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    error: submitted || values[name] ? (errors as Record<string, string | null>)[name] : null,
  });

  return (
    <Card title="Generate Token">
      <form onSubmit={submit} noValidate aria-label="Generate Token">
        <div className="grid-2">
          <TextField label="Expires in (days)" type="number" min={min} max={max} {...field('expires_in_days')} />
          <TextField label="Requested by (email)" optional type="email" {...field('requested_by_email')} />
          <TextField label="Intended organization" optional {...field('intended_organization_name')} />
        </div>
        <TextAreaField label="Notes" optional rows={2} {...field('notes')} />
        <SubmitButton busy={issue.isPending} busyLabel="Generating…">
          Generate Token
        </SubmitButton>
      </form>
    </Card>
  );
}
