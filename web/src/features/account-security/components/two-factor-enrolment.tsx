import { twoFactorCode, type TwoFactorEnabledResponse, type TwoFactorSetup } from '@rostra/contracts';
import type { FormEvent } from 'react';
import { compactCode } from '@/components/second-factor/use-second-factor.ts';
import { Button, SubmitButton } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useCheckedInput } from '@/lib/use-checked-input.ts';
import { firstIssue } from '@/lib/validate.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';

/** The base32 key in groups of four, as authenticator apps accept it typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface Props {
  setup: TwoFactorSetup;
  onEnabled: (answer: TwoFactorEnabledResponse) => void;
  onCancel: () => void;
}

/** Enrolment: the QR code and the key as text, then a code from the app to prove it is set up. */
export function TwoFactorEnrolment({ setup, onEnabled, onCancel }: Props) {
  const enable = useEnableTwoFactor();
  const code = useCheckedInput((value) => firstIssue(twoFactorCode, compactCode(value)), enable.reset);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.submit()) enable.mutate(compactCode(code.value), { onSuccess: (answer) => onEnabled(answer) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Set up two-factor authentication">
      <ol className="enrol-steps">
        <li>
          <p>
            Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Authy).
          </p>
          <img className="qr-code" src={setup.qr_code} alt="QR code to add Rostra to your authenticator app" width={200} height={200} />
        </li>
        <li>
          <p>Can't scan it? Add an account in the app by hand and enter this key (time-based):</p>
          <code className="secret-key mono" aria-label="Setup key">
            {grouped(setup.secret)}
          </code>
        </li>
        <li>
          <p>Enter the 6-digit code the app now shows for Rostra.</p>
          {enable.isError && <Message kind="error">{errorText(enable.error)}</Message>}
          <TextField label="Authentication code" autoComplete="one-time-code" inputMode="numeric" {...code.field} />
        </li>
      </ol>
      <div className="form-actions">
        <SubmitButton busy={enable.isPending} busyLabel="Verifying…">
          Verify and enable
        </SubmitButton>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
