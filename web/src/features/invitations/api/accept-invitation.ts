import type { InvitationAcceptance } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { sessionKeys } from '@/lib/query-keys.ts';

/** PUT /invitations/{token}/accept as the signed-in user: the new organization joins the session's roles. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.put<InvitationAcceptance>(`/invitations/${encodeURIComponent(token)}/accept`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
