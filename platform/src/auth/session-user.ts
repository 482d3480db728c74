import type { OrganizationRole, SessionUser } from '@rostra/contracts';
import type { Doc, ReadStore } from '../read-store/port.ts';

/** Read models the session is assembled from (built by the users, organizations and members projections). */
export const USERS_TABLE = 'users';
export const ORGANIZATIONS_TABLE = 'organizations';
export const MEMBERS_TABLE = 'members';

interface MemberRow extends Doc {
  organization_id: string;
  user_id: string | null;
  is_admin: boolean;
  is_employee: boolean;
  status: string;
}

async function rows<T extends Doc>(store: ReadStore, alias: string, where: Record<string, string>): Promise<T[]> {
  const table = await store.resolveAlias(alias);
  return table ? store.find<T>(table, { where }) : [];
}

/** The organizations a user belongs to and their roles there, as the read models know them. */
export async function rolesByOrganization(store: ReadStore, userId: string): Promise<Record<string, OrganizationRole>> {
  const memberships = (await rows<MemberRow>(store, MEMBERS_TABLE, { user_id: userId })).filter((m) => m.status === 'active');
  const organizations = await Promise.all(
    memberships.map(async (m) => (await rows<Doc & { name: string }>(store, ORGANIZATIONS_TABLE, { id: m.organization_id }))[0]),
  );
  const roles: Record<string, OrganizationRole> = {};
  memberships.forEach((membership, index) => {
    const organization = organizations[index];
    if (!organization) return; // deleted organizations vanish from every member's list
    roles[membership.organization_id] = {
      organization_id: membership.organization_id,
      organization_name: organization.name,
      is_admin: membership.is_admin,
      is_employee: membership.is_employee,
    };
  });
  return roles;
}

export async function sessionUser(store: ReadStore, user: { id: string; email: string; name: string | null }): Promise<SessionUser> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    app_metadata: { roles_by_organization: await rolesByOrganization(store, user.id) },
  };
}
