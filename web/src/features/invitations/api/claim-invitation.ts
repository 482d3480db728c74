import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { organizationsKeys, sessionKeys } from '../../../lib/query-keys.ts';

/** POST /auth/claim-invitation: a signed-in user joins with a pasted invitation token. */
export function useClaimInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationToken: string) =>
      api.post<{ organization_name: string; organization_id?: string }>('/auth/claim-invitation', { invitation_token: invitationToken }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: sessionKeys.all }), queryClient.invalidateQueries({ queryKey: organizationsKeys.all })]),
  });
}
