import { displayName, type Member, type MemberRecord, type NameDisplayFormat } from '@rostra/contracts';
import { ORGANIZATIONS_TABLE, type ReadStore } from '@rostra/platform';
import { getFrom } from '../read-model.ts';

/** A row of the members read model (projections/src/members). */
export type MemberRow = MemberRecord;

/** Expiry is a function of time, computed when read: no event marks it. */
export const isExpired = (expiresAt: string | null, now: Date) => expiresAt !== null && Date.parse(expiresAt) <= now.getTime();

export async function nameFormatOf(store: ReadStore, organizationId: string): Promise<NameDisplayFormat> {
  const organization = await getFrom<{ id: string; settings?: { name_display_format?: NameDisplayFormat } }>(store, ORGANIZATIONS_TABLE, organizationId);
  return organization?.settings?.name_display_format ?? 'last';
}

/** SPEC §3's member; the invitation token only for admins. */
export function toMember(row: MemberRow, format: NameDisplayFormat, now: Date, forAdmin: boolean): Member {
  const { id, user_id, member_type, email, is_admin, is_employee, user_created_at, expires_at, invited_by, invitation_token } = row;
  const { first_name, middle_name, last_name, preferred_name } = row;
  const parts = { first_name, middle_name, last_name, preferred_name };
  return {
    id,
    user_id,
    member_type,
    name: displayName(parts, format, row.name || email),
    email,
    is_admin,
    is_employee,
    status: row.status === 'pending' && isExpired(expires_at, now) ? 'expired' : row.status,
    user_created_at,
    expires_at,
    invited_by,
    invitation_token: forAdmin ? invitation_token : null,
    ...parts,
  };
}
