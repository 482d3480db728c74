import type { MemberName } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { membersKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** The members list's key for a member's name, so a rename there or here shows in both. */
export const myNameQuery = (organizationId: string, userId: string) =>
  queryOptions({
    queryKey: membersKeys.name(organizationId, userId),
    queryFn: () => api.get<MemberName>(orgPath(organizationId, `/members/${encodeURIComponent(userId)}/name`)),
  });

/** GET …/members/{userId}/name for the signed-in user: my member id and name parts. */
export function useMyName(organizationId: string, userId: string) {
  return useQuery(myNameQuery(organizationId, userId));
}
