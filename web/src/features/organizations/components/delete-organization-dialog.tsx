import type { Organization } from '@rostra/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox, TextField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { Modal, ModalActions } from '@/components/ui/modal.tsx';
import { errorText } from '@/lib/errors.ts';
import { useDeleteOrganization } from '../api/delete-organization.ts';

/**
 * Delete Organization: the typed name must match (case-insensitively) and the confirmation be ticked.
 * onDeleted runs from the promise, not a mutate() callback: the page unmounts as soon as the
 * session's roles no longer list the organization.
 */
export function DeleteOrganizationDialog({
  organization,
  open,
  onOpenChange,
  onDeleted,
}: {
  organization: Organization;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteOrganization(String(organization.id));
  const [typed, setTyped] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const matches = typed.trim().toLowerCase() === organization.name.toLowerCase();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Organization"
      description="This removes the organization for every member. It cannot be undone."
    >
      {remove.isError && <Message kind="error">{errorText(remove.error)}</Message>}
      <TextField
        label={`Type "${organization.name}" to confirm`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
      />
      <Checkbox
        label="I understand that all members lose access and this cannot be undone"
        checked={confirmed}
        onChange={(event) => setConfirmed(event.target.checked)}
      />
      <ModalActions>
        <Button onClick={() => onOpenChange(false)}>Cancel</Button>
        <Button
          variant="danger"
          disabled={!matches || !confirmed}
          busy={remove.isPending}
          onClick={() => void remove.mutateAsync(typed.trim()).then(onDeleted, () => undefined)}
        >
          Delete Organization
        </Button>
      </ModalActions>
    </Modal>
  );
}
