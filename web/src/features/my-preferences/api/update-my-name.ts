import type { MemberNameBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { membersKeys, myScheduleKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** PUT …/members/{userId}/name for the signed-in user; the member list and calendars show names too. */
export function useUpdateMyName(organizationId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: Partial<MemberNameBody>) => api.put(orgPath(organizationId, `/members/${encodeURIComponent(userId)}/name`), name),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersKeys.all(organizationId) }),
        queryClient.invalidateQueries({ queryKey: myScheduleKeys.all(organizationId) }),
      ]),
  });
}
