import type { InvitationAcceptance } from '@rostra/contracts';
import { TEXT, urlToken } from '@rostra/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Message } from '@/components/ui/message.tsx';
import { Spinner } from '@/components/ui/states.tsx';
import { formatDate } from '@/lib/dates.ts';
import { tokenErrorText } from '@/lib/token-errors.ts';
import { roleLabel } from '@/lib/use-session.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { INVITATION_TOKEN_ERRORS } from './join-errors.ts';

interface AcceptInvitationProps {
  token: string | undefined;
  /** The signed-in user's e-mail, or null for a guest. */
  signedInAs: string | null;
  onGoToApp: () => void;
  onSignIn: () => void;
  onCreateAccount: () => void;
}

function Invalid({ text, onGoToApp }: { text: string; onGoToApp: () => void }) {
  return (
    <Card>
      <h1>Invalid Invitation</h1>
      <Message kind="error">{text}</Message>
      <Button onClick={onGoToApp}>Go to App</Button>
    </Card>
  );
}

function Accepted({
  result,
  signedIn,
  onGoToApp,
  onSignIn,
}: {
  result: InvitationAcceptance;
  signedIn: boolean;
  onGoToApp: () => void;
  onSignIn: () => void;
}) {
  return (
    <Card>
      <h1>Invitation accepted</h1>
      <Message kind="success">You have joined {result.organization_name}.</Message>
      <dl className="detail-list">
        <dt>Organization</dt>
        <dd>{result.organization_name}</dd>
        <dt>Role</dt>
        <dd>{roleLabel(result)}</dd>
      </dl>
      {result.user_created && <p>A new account was created for you. Check your email for login instructions.</p>}
      <div className="form-actions">
        <Button variant="primary" onClick={onGoToApp}>
          Go to App
        </Button>
        {!signedIn && <Button onClick={onSignIn}>Sign In</Button>}
      </div>
    </Card>
  );
}

/** The invitation acceptance page: invalid, the offer (idle / accepting / error), accepted. */
export function AcceptInvitation({ token, signedInAs, onGoToApp, onSignIn, onCreateAccount }: AcceptInvitationProps) {
  const wellFormed = token !== undefined && urlToken.safeParse(token).success;
  const invitation = useInvitation(token ?? '', wellFormed);
  const accept = useAcceptInvitation();

  if (!token) return <Invalid text={TEXT.invitationTokenMissing} onGoToApp={onGoToApp} />;
  if (!wellFormed) return <Invalid text={TEXT.invitationInvalid} onGoToApp={onGoToApp} />;
  if (accept.isSuccess) return <Accepted result={accept.data} signedIn={signedInAs !== null} onGoToApp={onGoToApp} onSignIn={onSignIn} />;
  if (invitation.isPending) return <Spinner label="Loading invitation…" />;
  if (invitation.isError || invitation.data.status !== 'pending') return <Invalid text={TEXT.invitationInvalid} onGoToApp={onGoToApp} />;

  const offer = invitation.data;
  const otherAccount = signedInAs !== null && signedInAs.toLowerCase() !== offer.email.toLowerCase();
  return (
    <Card>
      <h1>You're invited to join {offer.organization_name}</h1>
      {accept.isError && <Message kind="error">{tokenErrorText(accept.error, INVITATION_TOKEN_ERRORS)}</Message>}
      <dl className="detail-list">
        <dt>Organization</dt>
        <dd>{offer.organization_name}</dd>
        <dt>Invited email</dt>
        <dd>{offer.email}</dd>
        <dt>Role</dt>
        <dd>{roleLabel(offer)}</dd>
        <dt>Expires</dt>
        <dd>{offer.expires_at ? formatDate(offer.expires_at) : 'Never expires'}</dd>
      </dl>
      {signedInAs === null && <p>Create an account with {offer.email} to accept, or sign in if you already have one.</p>}
      {otherAccount && (
        <Message kind="info">
          You are signed in as {signedInAs}. This invitation is for {offer.email}: sign in with that address to accept it.
        </Message>
      )}
      <div className="form-actions">
        <Button variant="primary" busy={accept.isPending} onClick={() => (signedInAs === null ? onCreateAccount() : accept.mutate(token))}>
          {accept.isPending ? 'Accepting…' : 'Accept Invitation'}
        </Button>
        {signedInAs === null && <Button onClick={onSignIn}>Sign In Instead</Button>}
      </div>
    </Card>
  );
}
