import { loginPassword } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { Modal, ModalFormActions } from '@/components/ui/modal.tsx';
import { errorText } from '@/lib/errors.ts';
import { firstIssue } from '@/lib/validate.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/** A 400 names the body's field first ('password: Current password is incorrect'): it lands on the field. */
const passwordRefusal = (error: unknown) => /^password: (.*)$/.exec(errorText(error))?.[1] ?? null;

/**
 * Deleting the account takes the password. A refusal (a wrong password on the field; the only admin
 * of an organization, named) is shown as the server words it. Mounted while open.
 */
export function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: (message: string) => void }) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const wrong = remove.isError ? passwordRefusal(remove.error) : null;
  const issue = firstIssue(loginPassword, password) ?? wrong;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (issue) return;
    // Not a mutate() callback: ending the session unmounts the page before it would run.
    remove
      .mutateAsync(password)
      .then((answer) => onDeleted(answer.message))
      .catch(() => undefined); // shown from remove.error
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete my account"
      description="Your account is closed and your name, e-mail address, notes and reasons are erased for good: schedules keep your shifts under a replacement name. This cannot be undone."
    >
      <form onSubmit={submit} noValidate aria-label="Delete my account">
        {remove.isError && !wrong && <Message kind="error">{errorText(remove.error)}</Message>}
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            remove.reset();
          }}
          error={shown || wrong ? issue : null}
        />
        <ModalFormActions onCancel={onClose} variant="danger" busy={remove.isPending} busyLabel="Deleting…">
          Delete my account
        </ModalFormActions>
      </form>
    </Modal>
  );
}
