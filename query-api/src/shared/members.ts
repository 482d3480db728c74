import { displayName, statusAt, type Member, type MemberRecord, type NameDisplayFormat } from '@rostra/contracts';
import { MEMBERS_TABLE, ORGANIZATIONS_TABLE, type ReadStore } from '@rostra/platform';
import { findIn, getFrom } from '../read-model.ts';

/** A row of the members read model (projections/src/members). */
export type MemberRow = MemberRecord;

export async function nameFormatOf(store: ReadStore, organizationId: string): Promise<NameDisplayFormat> {
  const organization = await getFrom<{ id: string; settings?: { name_display_format?: NameDisplayFormat } }>(
    store,
    ORGANIZATIONS_TABLE,
    organizationId,
  );
  return organization?.settings?.name_display_format ?? 'last';
}

/** The name a member is shown by in the organization's format (docs/product/entities.md). */
export function memberDisplayName(row: MemberRow, format: NameDisplayFormat): string {
  return displayName(row, format, row.name || row.email);
}

/** Member id → display name, for everyone currently in the organization. */
export async function displayNamesOf(store: ReadStore, organizationId: string): Promise<Map<string, string>> {
  const [rows, format] = await Promise.all([
    findIn<MemberRow>(store, MEMBERS_TABLE, { where: { organization_id: organizationId } }),
    nameFormatOf(store, organizationId),
  ]);
  return new Map(rows.map((row) => [row.id, memberDisplayName(row, format)]));
}

/** The member of docs/product/entities.md#member; the invitation token only for admins. */
export function toMember(row: MemberRow, format: NameDisplayFormat, now: Date, forAdmin: boolean): Member {
  const { id, user_id, member_type, email, is_admin, is_employee, user_created_at, expires_at, invited_by, invitation_token } = row;
  const { first_name, middle_name, last_name, preferred_name } = row;
  const parts = { first_name, middle_name, last_name, preferred_name };
  return {
    id,
    user_id,
    member_type,
    name: memberDisplayName(row, format),
    email,
    is_admin,
    is_employee,
    status: statusAt(row.status, expires_at, now),
    user_created_at,
    expires_at,
    invited_by,
    invitation_token: forAdmin ? invitation_token : null,
    ...parts,
  };
}
