import { z } from 'zod';
import { namePart } from '../shared/fields.ts';
import type { NameDisplayFormat } from '../shared/limits.ts';
import type { MemberSkill } from '../skills/api.ts';
import { TEXT } from '../shared/texts.ts';

// The member list of docs/product/entities.md (users and invitations) and the role and name edits.

export interface Roles {
  is_admin: boolean;
  is_employee: boolean;
}

export interface NameParts {
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  preferred_name: string | null;
}

/** A name part as sent: trimmed, at most 255 characters; empty or missing means none (null). */
export const optionalNamePart = namePart.nullish().transform((value) => value || null);

const withAtLeastOneRole = <T extends Roles>(value: T) => value.is_admin || value.is_employee;

/** PUT …/members/{userId}/role and PUT …/invitations/{invitationId}/roles. */
export const roleChangeBody = z
  .object({
    is_admin: z.boolean().default(false),
    is_employee: z.boolean().default(false),
    /** Removing one's own admin role needs this acknowledgement (docs/product/states.md). */
    confirm_self_demotion: z.boolean().default(false),
  })
  .refine(withAtLeastOneRole, { message: TEXT.atLeastOneRole });
export type RoleChangeBody = z.infer<typeof roleChangeBody>;

/** PUT …/members/{userId}/name. First and last are required when an admin edits someone else. */
export const memberNameBody = z.object({
  first_name: optionalNamePart,
  middle_name: optionalNamePart,
  last_name: optionalNamePart,
  preferred_name: optionalNamePart,
});
export type MemberNameBody = z.infer<typeof memberNameBody>;

export type MemberStatus = 'active' | 'pending' | 'expired';

/** A member of docs/product/entities.md: a user of the organization, or an invitation (whose id is the invitation id). */
export interface Member extends Roles, NameParts {
  id: string;
  user_id: string | null;
  member_type: 'user' | 'invitation';
  /** In the organization's name display format; the profile or invited name, else the e-mail, when no parts are known. */
  name: string;
  email: string;
  status: MemberStatus;
  /** When the user joined; null for invitations. */
  user_created_at: string | null;
  expires_at: string | null;
  /** E-mail of the admin who invited them. */
  invited_by: string | null;
  /** Admins only; null for everyone else and for users. */
  invitation_token: string | null;
}

/**
 * A row of the members read model, by member id: status is 'active' or 'pending' ('expired' is
 * computed from expires_at when read); `name` is the profile name (users) or the invited name
 * (invitations), the display name being made when read in the organization's format.
 */
export interface MemberRecord extends Roles, NameParts {
  id: string;
  organization_id: string;
  user_id: string | null;
  member_type: 'user' | 'invitation';
  name: string | null;
  email: string;
  status: 'active' | 'pending';
  user_created_at: string | null;
  expires_at: string | null;
  invited_by: string | null;
  invitation_token: string | null;
  invited_at: string | null;
  [key: string]: unknown;
}

export interface MembersResponse {
  /** Each with the locations they work at (contracts' locations; none: anywhere) and their qualifications (contracts' skills). */
  members: (Member & { location_ids: string[]; skills: MemberSkill[] })[];
}

export interface MemberName extends NameParts {
  member_id: string;
  user_id: string | null;
}

/**
 * The name a member is shown by. first_last: "Ada Byron Lovelace"; last_first: "Lovelace, Ada
 * Byron"; last (the default, compact for calendar chips): "Lovelace". A preferred name stands in
 * for the first name. Without parts, the fallback (profile or invited name, else the e-mail).
 */
export function displayName(parts: NameParts, format: NameDisplayFormat, fallback: string): string {
  const given = [parts.preferred_name ?? parts.first_name, parts.middle_name].filter(Boolean).join(' ');
  const last = parts.last_name ?? '';
  if (!given && !last) return fallback;
  switch (format) {
    case 'first_last':
      return [given, last].filter(Boolean).join(' ');
    case 'last_first':
      return last && given ? `${last}, ${given}` : last || given;
    case 'last':
      return last || given;
  }
}
