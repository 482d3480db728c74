import { displayName, type InvitationTokenIssued, type Roles } from '@rostra/contracts';
import { appLink, type OutgoingMail, type RecordedEvent } from '@rostra/platform';
import type { MailDeps } from '../deps.ts';
import { membershipAsOf, organizationNameAsOf } from '../shared/as-of.ts';
import { invitationTokenStream } from './tokens.ts';

export function roleLabel({ is_admin, is_employee }: Roles): string {
  if (is_admin && is_employee) return 'Administrator & Employee';
  if (is_admin) return 'Administrator';
  return is_employee ? 'Employee' : 'No Role';
}

/** The accept link, under PUBLIC_URL (never the request's origin). */
export const acceptUrl = (publicUrl: string, token: string): string => appLink(publicUrl, `/invitations/${token}/accept`);

/**
 * The outbox's mail of an InvitationTokenIssued (an invitation made or resent): the link to accept
 * it. The token is the invitation's as of the event; one replaced since by a resend is not mailed
 * (the resend's own event mails the new one).
 */
export function invitationMails(deps: MailDeps) {
  return async (event: RecordedEvent): Promise<OutgoingMail[]> => {
    const { organizationId, invitationId } = (event as RecordedEvent & InvitationTokenIssued).data;
    const [membership, organizationName] = await Promise.all([
      membershipAsOf(deps.events, organizationId, event.position),
      organizationNameAsOf(deps.events, organizationId, event.position),
    ]);
    const invitation = membership.invitations[invitationId];
    if (!invitation || invitationTokenStream(invitation.token) !== event.streamId) return [];
    const expiry = invitation.expiresAt
      ? `This invitation expires on ${invitation.expiresAt.slice(0, 10)}.`
      : 'This invitation does not expire.';
    const text = [
      `Hello ${displayName(invitation, 'first_last', invitation.invitedName ?? invitation.email)},`,
      '',
      `${event.metadata.actorEmail ?? 'An administrator'} has invited you to join ${organizationName} on Rostra as ${roleLabel(invitation)}.`,
      '',
      `Accept the invitation: ${acceptUrl(deps.publicUrl, invitation.token)}`,
      '',
      expiry,
      '',
    ].join('\n');
    return [{ key: invitation.email, to: invitation.email, subject: `You are invited to join ${organizationName} on Rostra`, text }];
  };
}
