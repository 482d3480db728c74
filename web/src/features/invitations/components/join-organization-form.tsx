import { invitationToken } from '@rostra/contracts';
import type { FormEvent } from 'react';
import { TextField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { ModalFormActions } from '@/components/ui/modal.tsx';
import { tokenErrorText } from '@/lib/token-errors.ts';
import { useCheckedInput } from '@/lib/use-checked-input.ts';
import { firstIssue } from '@/lib/validate.ts';
import { useClaimInvitation } from '../api/claim-invitation.ts';
import { INVITATION_TOKEN_ERRORS, tokenFromInput } from './join-errors.ts';

/** Join Existing Organization: an invitation token (or the whole link) for the signed-in user. */
export function JoinOrganizationForm({ onJoined, onCancel }: { onJoined: (organizationName: string) => void; onCancel: () => void }) {
  const claim = useClaimInvitation();
  const input = useCheckedInput((value) => firstIssue(invitationToken, tokenFromInput(value)), claim.reset, { showOnBlur: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (input.submit()) claim.mutate(tokenFromInput(input.value), { onSuccess: (answer) => onJoined(answer.organization_name) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Join Existing Organization">
      {claim.isError && <Message kind="error">{tokenErrorText(claim.error, INVITATION_TOKEN_ERRORS)}</Message>}
      <TextField
        label="Invitation token"
        className="mono"
        autoComplete="off"
        {...input.field}
        hint="Paste the token or the whole invitation link you received."
      />
      <ModalFormActions onCancel={onCancel} busy={claim.isPending} busyLabel="Joining…">
        Join Organization
      </ModalFormActions>
    </form>
  );
}
