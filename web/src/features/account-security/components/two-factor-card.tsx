import type { TwoFactorEnabledResponse } from '@rostra/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Badge, Card } from '@/components/ui/card.tsx';
import { FlashMessage, Message } from '@/components/ui/message.tsx';
import { ErrorState, Spinner } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useSetupTwoFactor } from '../api/setup-two-factor.ts';
import { useTwoFactorStatus, type TwoFactorStatus } from '../api/two-factor-status.ts';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';
import './account-security.css';

/** Below this many codes left, the card suggests a new set. */
const FEW_CODES = 3;

function Status({
  status,
  onEnable,
  onDisable,
  starting,
}: {
  status: TwoFactorStatus;
  onEnable: () => void;
  onDisable: () => void;
  starting: boolean;
}) {
  if (!status.enabled)
    return (
      <>
        <p>
          Protect your account with a second step at sign-in: after your password, Rostra asks for a 6-digit code from an authenticator app
          on your phone.
        </p>
        <Button variant="primary" onClick={onEnable} busy={starting}>
          Enable
        </Button>
      </>
    );
  const left = status.recoveryCodesLeft;
  return (
    <>
      <p>Signing in asks for a code from your authenticator app after your password.</p>
      {left !== null && (
        <p>
          Recovery codes left: <strong>{left}</strong> of 10
        </p>
      )}
      {left !== null && left < FEW_CODES && (
        <Message kind="info">
          You are running out of recovery codes. Disable and enable two-factor authentication again to get a new set.
        </Message>
      )}
      <Button variant="danger" onClick={onDisable}>
        Disable
      </Button>
    </>
  );
}

/** Profile → Two-factor authentication: status, enrolment (QR, key, code, recovery codes) and disabling. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const [enrolling, setEnrolling] = useState(false);
  const [enabled, setEnabled] = useState<TwoFactorEnabledResponse | null>(null);
  const [disabling, setDisabling] = useState(false);
  const { flash, show } = useFlash();

  const on = status.data?.enabled === true;
  const badge = status.data && <Badge tone={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</Badge>;

  const body = () => {
    if (enabled) return <RecoveryCodes codes={enabled.recovery_codes} message={enabled.message} onSaved={() => setEnabled(null)} />;
    if (status.isPending) return <Spinner label="Loading two-factor status…" />;
    if (status.isError)
      return <ErrorState text={`Failed to load two-factor status: ${errorText(status.error)}`} onRetry={() => void status.refetch()} />;
    if (enrolling && setup.data && !on)
      return (
        <TwoFactorEnrolment
          setup={setup.data}
          onEnabled={(answer) => {
            setEnrolling(false);
            setEnabled(answer);
          }}
          onCancel={() => setEnrolling(false)}
        />
      );
    return (
      <>
        {setup.isError && <Message kind="error">{errorText(setup.error)}</Message>}
        <Status
          status={status.data}
          starting={setup.isPending}
          onEnable={() => setup.mutate(undefined, { onSuccess: () => setEnrolling(true) })}
          onDisable={() => setDisabling(true)}
        />
      </>
    );
  };

  return (
    <Card title="Two-factor authentication" actions={badge}>
      <FlashMessage flash={flash} />
      {body()}
      {disabling && (
        <DisableTwoFactorDialog
          onClose={() => setDisabling(false)}
          onDisabled={(message) => {
            setDisabling(false);
            show('success', message);
          }}
        />
      )}
    </Card>
  );
}
