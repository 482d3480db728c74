import type { InvitationSent } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reloadMembers } from './reload-members.ts';
import { orgPath } from '@/lib/org-path.ts';

/** POST …/invitations/{invitationId}/resend: a new link and a new expiry. */
export function useResendInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.post<InvitationSent>(orgPath(organizationId, `/invitations/${encodeURIComponent(invitationId)}/resend`)),
    onSettled: () => reloadMembers(queryClient, organizationId),
  });
}
