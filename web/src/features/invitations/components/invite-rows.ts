import { email as emailRule, INVITATION_EXPIRY_TEXT, LIMITS } from '@rostra/contracts';
import type { InvitationInput } from '../api/create-invitation.ts';

// The rows of the bulk invitation table and their rules (docs/product/states.md, docs/product/validation.md).

/** 'full': email, first and last name, roles (the Invite Users page); 'inline': email and roles (the members page). */
export type InviteVariant = 'full' | 'inline';
export type RowStatus = 'draft' | 'sending' | 'sent' | 'failed';

export interface InviteRow {
  key: number;
  email: string;
  first_name: string;
  last_name: string;
  is_admin: boolean;
  is_employee: boolean;
  status: RowStatus;
  error: string | null;
}

export const INITIAL_ROWS: Record<InviteVariant, number> = { full: 3, inline: 1 };

const TEXTS = {
  full: { emailRequired: 'Email is required', emailInvalid: 'Invalid email format', role: 'At least one role must be selected' },
  inline: { emailRequired: 'Email required', emailInvalid: 'Invalid email', role: 'Select role' },
} as const;
export const DUPLICATE_EMAIL = 'Duplicate email';
export const NO_VALID_ROWS = 'Please add at least one valid invitation';

let nextKey = 1;
export function newRow(): InviteRow {
  return { key: nextKey++, email: '', first_name: '', last_name: '', is_admin: false, is_employee: true, status: 'draft', error: null };
}

const normal = (email: string) => email.trim().toLowerCase();

/** The first rule a row breaks, or null; a duplicate is any other row with the same address, case-insensitively. */
export function rowProblem(row: InviteRow, rows: InviteRow[], variant: InviteVariant): string | null {
  const texts = TEXTS[variant];
  if (!row.email.trim()) return texts.emailRequired;
  if (!emailRule.safeParse(row.email).success) return texts.emailInvalid;
  if (rows.some((other) => other.key !== row.key && normal(other.email) === normal(row.email))) return DUPLICATE_EMAIL;
  if (variant === 'full' && !row.first_name.trim()) return 'First name is required';
  if (variant === 'full' && !row.last_name.trim()) return 'Last name is required';
  if (!row.is_admin && !row.is_employee) return texts.role;
  return null;
}

/** What the Status column says: a draft reads Ready or Invalid. */
export function statusLabel(row: InviteRow, rows: InviteRow[], variant: InviteVariant): string {
  if (row.status === 'draft') return rowProblem(row, rows, variant) ? 'Invalid' : 'Ready';
  return { sending: 'Sending…', sent: 'Sent', failed: 'Failed' }[row.status];
}

/** Any edit puts the row back to draft and clears its error; unchecking both roles sets Employee. */
export function editRow(
  row: InviteRow,
  change: Partial<Pick<InviteRow, 'email' | 'first_name' | 'last_name' | 'is_admin' | 'is_employee'>>,
): InviteRow {
  const next = { ...row, ...change, status: 'draft' as const, error: null };
  if (!next.is_admin && !next.is_employee) next.is_employee = true;
  return next;
}

/** Rows to send: valid ones that have not been sent yet (failed ones are tried again). */
export function sendable(rows: InviteRow[], variant: InviteVariant): InviteRow[] {
  return rows.filter((row) => row.status !== 'sent' && row.status !== 'sending' && rowProblem(row, rows, variant) === null);
}

export function payload(row: InviteRow, expiresInDays: number | null): InvitationInput {
  const first = row.first_name.trim();
  const last = row.last_name.trim();
  const invitedName = [first, last].filter(Boolean).join(' ');
  return {
    email: row.email.trim(),
    ...(first ? { first_name: first } : {}),
    ...(last ? { last_name: last } : {}),
    ...(invitedName ? { invited_name: invitedName } : {}),
    is_admin: row.is_admin,
    is_employee: row.is_employee,
    expires_in_days: expiresInDays,
  };
}

/** The outcome message of docs/product/error-texts.md#invitations-and-members. */
export function outcomeText(sent: number, failed: number): { ok: boolean; text: string } {
  if (failed === 0) return { ok: true, text: `${sent} ${sent === 1 ? 'invitation' : 'invitations'} sent successfully!` };
  if (sent === 0) return { ok: false, text: 'All invitations failed. Please check the details and try again.' };
  return { ok: false, text: `${sent} invitations sent, ${failed} failed. Check the table for details.` };
}

/** The expiry field's problem, if any: empty (never expires) or a whole number of days within the limits. */
export function expiryProblem(value: string): string | null {
  if (!value.trim()) return null;
  const days = Number(value);
  const { min, max } = LIMITS.invitationExpiryDays;
  return Number.isInteger(days) && days >= min && days <= max ? null : INVITATION_EXPIRY_TEXT;
}
