import type { InvitationSent } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { membersKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

export interface InvitationInput {
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  invited_name?: string | null;
  is_admin: boolean;
  is_employee: boolean;
  expires_in_days: number | null;
}

/** POST /organizations/{id}/invitations; the member list reloads afterwards. */
export function useCreateInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationInput) => api.post<InvitationSent>(orgPath(organizationId, '/invitations'), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKeys.all(organizationId) }),
  });
}
