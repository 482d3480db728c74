import { useMutation } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api-client.ts';
import type { RegisterInput } from './register.ts';

export interface RegisteredWithInvitation {
  organization_id?: string | null;
  organization_name?: string | null;
}

/** POST /auth/register-with-invitation: creates the account and joins the inviting organization. */
export function useRegisterWithInvitation() {
  return useMutation({
    mutationFn: (body: RegisterInput & { invitation_token: string }) =>
      publicApi.post<RegisteredWithInvitation>('/auth/register-with-invitation', body),
  });
}
