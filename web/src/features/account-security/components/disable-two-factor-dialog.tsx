import type { FormEvent } from 'react';
import { SecondFactorField } from '@/components/second-factor/second-factor-field.tsx';
import { useSecondFactor } from '@/components/second-factor/use-second-factor.ts';
import { Message } from '@/components/ui/message.tsx';
import { Modal, ModalFormActions } from '@/components/ui/modal.tsx';
import { errorText } from '@/lib/errors.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';

/** Turning two-factor sign-in off takes a code from the app or a recovery code. Mounted while open. */
export function DisableTwoFactorDialog({ onClose, onDisabled }: { onClose: () => void; onDisabled: (message: string) => void }) {
  const factor = useSecondFactor();
  const disable = useDisableTwoFactor();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = factor.submit();
    if (body) disable.mutate(body, { onSuccess: (answer) => onDisabled(answer.message) });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Disable two-factor authentication"
      description="Signing in will then ask for your password only. Confirm with a code from your authenticator app or with a recovery code."
    >
      <form onSubmit={submit} noValidate aria-label="Disable two-factor authentication">
        {disable.isError && <Message kind="error">{errorText(disable.error)}</Message>}
        <SecondFactorField factor={factor} autoFocus />
        <ModalFormActions onCancel={onClose} variant="danger" busy={disable.isPending} busyLabel="Disabling…">
          Disable
        </ModalFormActions>
      </form>
    </Modal>
  );
}
