import type { InvitationPreview } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client.ts';
import { invitationsKeys } from '@/lib/query-keys.ts';

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: invitationsKeys.preview(token),
    queryFn: () => publicApi.get<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });

/** GET /invitations/{token}: the organization and roles an invitation link offers; public. */
export function useInvitation(token: string, enabled: boolean) {
  return useQuery({ ...invitationQuery(token), enabled });
}
