import { ACCOUNT_SECURITY_TEXT } from '@rostra/contracts';
import type { FormEvent } from 'react';
import { SecondFactorField } from '@/components/second-factor/second-factor-field.tsx';
import { useSecondFactor } from '@/components/second-factor/use-second-factor.ts';
import { Button, SubmitButton } from '@/components/ui/button.tsx';
import { Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useLoginSecondFactor } from '../api/login-second-factor.ts';

interface Props {
  challenge: string;
  onSignedIn: () => void;
  /** Back to the password step; `reason` when the server ended the attempt (expired challenge). */
  onRestart: (reason?: string) => void;
}

/**
 * The second step of a two-factor sign-in: the authenticator's code or a recovery code. Wrong
 * codes and rate limits show the server's words; an expired attempt starts over.
 */
export function SecondFactorStep({ challenge, onSignedIn, onRestart }: Props) {
  const factor = useSecondFactor();
  const verify = useLoginSecondFactor();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = factor.submit();
    if (!body) return;
    verify.mutate(
      { challenge, ...body },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (errorText(error) === ACCOUNT_SECURITY_TEXT.challengeExpired) onRestart(ACCOUNT_SECURITY_TEXT.challengeExpired);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor authentication">
      <h2>Two-factor authentication</h2>
      <p className="field-hint">
        {factor.kind === 'code'
          ? 'Open your authenticator app and enter the 6-digit code it shows for Rostra.'
          : 'Enter one of your recovery codes. It cannot be used again.'}
      </p>
      {verify.isError && <Message kind="error">{errorText(verify.error)}</Message>}
      <SecondFactorField factor={factor} autoFocus />
      <div className="form-actions">
        <SubmitButton busy={verify.isPending} busyLabel="Verifying…">
          Verify
        </SubmitButton>
        <Button variant="ghost" onClick={() => onRestart()}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
