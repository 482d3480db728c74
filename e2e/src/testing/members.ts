import type { ApiClient } from '@rostra/cli/testing/api-client';
import { PASSWORD, type Journey } from './journey.ts';

/** An invitation sent by an admin through the API; answers its token. */
export async function invite(
  admin: ApiClient,
  organizationId: string,
  email: string,
  roles = { is_admin: false, is_employee: true },
): Promise<string> {
  const [first, last] = email.split('@')[0]!.split('.');
  const sent = await admin.post(`/organizations/${organizationId}/invitations`, {
    email,
    first_name: first,
    last_name: last ?? 'Tester',
    expires_in_days: 7,
    ...roles,
  });
  if (sent.status !== 201 && sent.status !== 200) throw new Error(`invite ${email}: ${sent.status} ${JSON.stringify(sent.body)}`);
  // The inviter reads: the read models have the invitation before any browser or other client looks.
  await admin.get(`/organizations/${organizationId}/invitations`);
  return sent.body.token as string;
}

/** Someone who joins through an invitation with a new account (as the registration page does). */
export async function joinAsNewUser(
  j: Journey,
  admin: ApiClient,
  organizationId: string,
  email: string,
  roles?: { is_admin: boolean; is_employee: boolean },
): Promise<ApiClient> {
  const token = await invite(admin, organizationId, email, roles);
  const client = j.api();
  const joined = await client.post('/auth/register-with-invitation', { email, password: PASSWORD, invitation_token: token });
  if (joined.status !== 201) throw new Error(`register-with-invitation ${email}: ${joined.status} ${JSON.stringify(joined.body)}`);
  client.token = joined.body.access_token;
  // As the web does next: a read, which waits for the read models to include the new member.
  await client.get('/auth/session');
  return client;
}
