import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reloadMembers } from './reload-members.ts';
import { orgPath } from '@/lib/org-path.ts';

/** DELETE …/invitations/{invitationId}: the link stops working. */
export function useCancelInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => api.delete(orgPath(organizationId, `/invitations/${encodeURIComponent(invitationId)}`)),
    onSettled: () => reloadMembers(queryClient, organizationId),
  });
}
