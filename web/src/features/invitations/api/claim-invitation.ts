import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reloadOrganizations } from '@/lib/reload-organizations.ts';

/** POST /auth/claim-invitation: a signed-in user joins with a pasted invitation token. */
export function useClaimInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationToken: string) =>
      api.post<{ organization_name: string; organization_id?: string }>('/auth/claim-invitation', { invitation_token: invitationToken }),
    onSuccess: () => reloadOrganizations(queryClient),
  });
}
