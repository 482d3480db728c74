import type { ApiClient } from './api-client.ts';

// Organizations and their members for HTTP tests, through the real endpoints: a super admin
// issues a creation token, the founder creates the organization, others join by invitation.

export type SignedIn = ApiClient & { id: string; email: string };

export async function signedUp(api: ApiClient, email: string, name?: string): Promise<SignedIn> {
  const client = api.fresh();
  const user = await client.signUp(email, 'Passw0rd!', name);
  return Object.assign(client, { id: user.id, email: user.email });
}

/** `superAdmin` must be signed in with an address of SUPER_ADMIN_EMAILS. */
export async function createOrganization(superAdmin: ApiClient, founder: ApiClient, fields: Record<string, unknown> = {}): Promise<string> {
  const token = await superAdmin.post('/admin/organization-tokens', {});
  if (token.status !== 201) throw new Error(`creation token: ${token.status} ${JSON.stringify(token.body)}`);
  const created = await founder.post('/organizations', { creation_token: token.body.token, name: 'Ward 4', ...fields });
  if (created.status !== 201) throw new Error(`organization: ${created.status} ${JSON.stringify(created.body)}`);
  return String(created.body.id);
}

/** The roles an invitation gives; an employee unless a test says otherwise. */
type Roles = { is_admin?: boolean; is_employee?: boolean };
const EMPLOYEE: Roles = { is_employee: true };

/** Signs a new user up at `email` and has them join: a member with these roles. */
export async function addMember(admin: ApiClient, organizationId: string, email: string, roles = EMPLOYEE) {
  return joined(admin, organizationId, await signedUp(admin, email), roles);
}

/** Invites a signed-up user and has them accept: a member with these roles. */
export async function joined(
  admin: ApiClient,
  organizationId: string,
  user: SignedIn,
  roles = EMPLOYEE,
): Promise<SignedIn & { memberId: string }> {
  const invitation = await admin.post(`/organizations/${organizationId}/invitations`, { email: user.email, ...roles });
  if (invitation.status !== 201) throw new Error(`invite ${user.email}: ${invitation.status} ${JSON.stringify(invitation.body)}`);
  const accepted = await user.put(`/invitations/${invitation.body.token}/accept`);
  if (accepted.status !== 200) throw new Error(`accept ${user.email}: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return Object.assign(user, { memberId: invitation.body.id as string });
}
