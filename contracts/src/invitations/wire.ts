import type { InvitationState } from '../folds/membership.ts';
import type { InvitationSent } from './api.ts';

// Where invitations' names cross the API's edge (docs/architecture.md#names-at-the-edge): the
// number of days a body gives into the commands' name, and a folded invitation back into an answer.

/**
 * An invitation's body as Invite takes it: the days renamed (null: the default number), the
 * other fields under the API's names, which the membership stream still records (members/upcasters.ts).
 */
export function inviteInput<T extends { expires_in_days?: number | null | undefined }>(body: T) {
  const { expires_in_days: days, ...invitation } = body;
  return { ...invitation, expiresInDays: days ?? null };
}

/** The days a resent invitation stays valid, as ResendInvitation takes them (absent: its own number again). */
export const invitationExpiryInput = (body: { expires_in_days?: number | null | undefined }) =>
  body.expires_in_days === undefined ? {} : { expiresInDays: body.expires_in_days };

/** An invitation just made or sent again, with the link to accept it. */
export const invitationSent = (organizationId: string, invitation: InvitationState, acceptUrl: string): InvitationSent => ({
  id: invitation.invitationId,
  organization_id: organizationId,
  email: invitation.email,
  is_admin: invitation.is_admin,
  is_employee: invitation.is_employee,
  status: 'pending',
  token: invitation.token,
  expires_at: invitation.expiresAt,
  accept_url: acceptUrl,
  email_sent: true,
});
