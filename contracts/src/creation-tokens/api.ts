import { z } from 'zod';
import { email, singleLine } from '../shared/fields.ts';
import { LIMITS } from '../shared/limits.ts';
import { boundedInt, optionalField } from '../organizations/api.ts';
import { TEXT } from '../shared/texts.ts';

// Organization-creation tokens (docs/product/entities.md, docs/product/states.md, docs/product/api-calls.md): issued, listed and cancelled by super admins.

export const CREATION_TOKEN_STATUSES = ['active', 'used', 'expired', 'cancelled'] as const;
export type CreationTokenStatus = (typeof CREATION_TOKEN_STATUSES)[number];

export const CREATION_TOKEN_TEXT = {
  onlyActiveCancel: (status: Exclude<CreationTokenStatus, 'active'>) =>
    `Only active tokens can be cancelled: this token ${status === 'cancelled' ? 'has already been cancelled' : status === 'used' ? 'has already been used' : 'has expired'}`,
} as const;

export const NOTES_MAX = 500;

export const creationTokenIssueBody = z.object({
  expires_in_days: boundedInt(LIMITS.creationTokenExpiryDays.min, LIMITS.creationTokenExpiryDays.max).default(
    LIMITS.creationTokenExpiryDays.default,
  ),
  notes: optionalField(z.string().trim().max(NOTES_MAX, TEXT.maxChars(NOTES_MAX))),
  requested_by_email: optionalField(email),
  intended_organization_name: optionalField(
    singleLine(z.string().trim().max(LIMITS.organizationName.max, TEXT.maxChars(LIMITS.organizationName.max))),
  ),
});
export type CreationTokenIssueBody = z.infer<typeof creationTokenIssueBody>;

export const creationTokenListQuery = z.object({ status: z.enum(CREATION_TOKEN_STATUSES).optional() });

/** The status a token has at an instant: an active token past its expiry reads as expired. */
export function creationTokenStatus(recorded: Exclude<CreationTokenStatus, 'expired'>, expiresAt: string, now: Date): CreationTokenStatus {
  return recorded === 'active' && Date.parse(expiresAt) <= now.getTime() ? 'expired' : recorded;
}

/** The creation token of docs/product/entities.md. */
export interface CreationToken {
  id: string;
  token: string;
  status: CreationTokenStatus;
  requested_by_email: string | null;
  intended_organization_name: string | null;
  notes: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The user who created an organization with it. */
  used_by: string | null;
  organization_id: string | null;
  cancelled_at: string | null;
}

export interface CreationTokenList {
  tokens: CreationToken[];
}

export interface SuperAdminStatus {
  is_super_admin: boolean;
}

/** The read model the creation-tokens projection builds and the query API lists. */
export const CREATION_TOKENS_TABLE = 'creation_tokens';
