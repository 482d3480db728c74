import { z } from 'zod';
import { registerBody } from '../accounts/api.ts';
import { email, urlToken } from '../shared/fields.ts';
import { LIMITS } from '../shared/limits.ts';
import { optionalNamePart } from '../members/api.ts';
import { TEXT } from '../shared/texts.ts';
import type { NameParts, Roles } from '../members/api.ts';

// Invitations: the create payload of docs/product/entities.md, the list filter, acceptance and its answers.

const { min, max } = LIMITS.invitationExpiryDays;
export const INVITATION_EXPIRY_TEXT = `Expiry must be between ${min} and ${max} days, or empty for never`;

/** 1 to 365 days; empty or null: never expires (docs/product/validation.md); missing: undefined, for the caller's default. */
export const expiresInDays = z
  .union(
    [z.null(), z.literal(''), z.number().int(INVITATION_EXPIRY_TEXT).min(min, INVITATION_EXPIRY_TEXT).max(max, INVITATION_EXPIRY_TEXT)],
    { error: INVITATION_EXPIRY_TEXT },
  )
  .optional()
  .transform((value) => (value === undefined ? undefined : typeof value === 'number' ? value : null));

export const createInvitationBody = z
  .object({
    email,
    first_name: optionalNamePart,
    middle_name: optionalNamePart,
    last_name: optionalNamePart,
    preferred_name: optionalNamePart,
    invited_name: optionalNamePart,
    is_admin: z.boolean().default(false),
    is_employee: z.boolean().default(false),
    expires_in_days: expiresInDays,
  })
  .refine((body) => body.is_admin || body.is_employee, { message: TEXT.atLeastOneRole });
export type CreateInvitationBody = z.infer<typeof createInvitationBody>;

/** Resending may set a new number of days; otherwise the invitation's own number starts again. */
export const resendInvitationBody = z.object({ expires_in_days: expiresInDays });

/** The invitations read model, by its logical name (projections write it, the query API reads it). */
export const INVITATIONS_TABLE = 'invitations';

export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const invitationListQuery = z.object({ status: z.enum(INVITATION_STATUSES).optional() });

/** An invitation token as typed or pasted by a user. */
export const invitationToken = z.string({ error: TEXT.joinTokenRequired }).trim().min(1, TEXT.joinTokenRequired).pipe(urlToken);

export const claimInvitationBody = z.object({ invitation_token: invitationToken });
export const registerWithInvitationBody = registerBody.extend({ invitation_token: invitationToken });

export interface Invitation extends Roles, NameParts {
  id: string;
  organization_id: string;
  email: string;
  invited_name: string | null;
  status: InvitationStatus;
  token: string;
  expires_at: string | null;
  invited_by: string | null;
  created_at: string;
  accepted_at: string | null;
  cancelled_at: string | null;
}

/** A row of the invitations read model: its stored status never says 'expired' (computed when read). */
export interface InvitationRecord extends Omit<Invitation, 'status'> {
  status: 'pending' | 'accepted' | 'cancelled';
  accepted_user_id: string | null;
  resent_at: string | null;
  [key: string]: unknown;
}

/** The answer to creating or resending: the accept link is always given to the admin too. */
export interface InvitationSent extends Roles {
  id: string;
  organization_id: string;
  email: string;
  status: 'pending';
  token: string;
  expires_at: string | null;
  accept_url: string;
  /**
   * The e-mail with the link is on its way: it follows from the recorded invitation and is sent
   * after this answer (retried, and after a crash). The link above works either way.
   */
  email_sent: true;
}

/** GET /invitations/{token}: what the public acceptance page shows. */
export interface InvitationPreview extends Roles {
  organization_id: string;
  organization_name: string;
  email: string;
  invited_name: string | null;
  status: InvitationStatus;
  expires_at: string | null;
}

/** The acceptance result of docs/product/entities.md, with the organization's id. */
export interface InvitationAcceptance extends Roles {
  organization_id: string;
  organization_name: string;
  user_created: boolean;
}
