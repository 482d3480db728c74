import { invitationToken } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Message } from '../../../components/ui/Message.tsx';
import { ModalActions } from '../../../components/ui/Modal.tsx';
import { tokenErrorText } from '../../../lib/token-errors.ts';
import { firstIssue } from '../../../lib/validate.ts';
import { useClaimInvitation } from '../api/claim-invitation.ts';
import { INVITATION_TOKEN_ERRORS, tokenFromInput } from './join-errors.ts';

/** Join Existing Organization: an invitation token (or the whole link) for the signed-in user. */
export function JoinOrganizationForm({ onJoined, onCancel }: { onJoined: (organizationName: string) => void; onCancel: () => void }) {
  const claim = useClaimInvitation();
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const token = tokenFromInput(value);
  const error = firstIssue(invitationToken, token);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    claim.mutate(token, { onSuccess: (answer) => onJoined(answer.organization_name) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Join Existing Organization">
      {claim.isError && <Message kind="error">{tokenErrorText(claim.error, INVITATION_TOKEN_ERRORS)}</Message>}
      <TextField
        label="Invitation token"
        className="mono"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          claim.reset();
        }}
        error={submitted ? error : null}
        hint="Paste the token or the whole invitation link you received."
      />
      <ModalActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" busy={claim.isPending}>
          {claim.isPending ? 'Joining…' : 'Join Organization'}
        </Button>
      </ModalActions>
    </form>
  );
}
