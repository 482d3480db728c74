import type { MemberNameBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { membersKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** PUT …/members/{userId}/name: empty parts are sent as null. */
export function useUpdateMemberName(organizationId: string, memberKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: MemberNameBody) => api.put(orgPath(organizationId, `/members/${encodeURIComponent(memberKey)}/name`), name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all(organizationId) }),
  });
}
