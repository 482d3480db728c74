import type { MemberName } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { membersKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

export const memberNameQuery = (organizationId: string, memberKey: string) =>
  queryOptions({
    queryKey: membersKeys.name(organizationId, memberKey),
    queryFn: () => api.get<MemberName>(orgPath(organizationId, `/members/${encodeURIComponent(memberKey)}/name`)),
  });

/** GET …/members/{userId}/name: first, middle, last and preferred name. */
export function useMemberName(organizationId: string, memberKey: string, enabled: boolean) {
  return useQuery({ ...memberNameQuery(organizationId, memberKey), enabled });
}
