import type { MembersResponse } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { membersKeys } from '../../../lib/query-keys.ts';
import { orgPath } from '../../../lib/org-path.ts';

/** The member list (its shared key), narrowed to who can be in a rule: employees not expired (docs/product/states.md). */
export function useGroupCandidates(organizationId: string) {
  return useQuery({
    queryKey: membersKeys.all(organizationId),
    queryFn: () => api.get<MembersResponse>(orgPath(organizationId, '/members')),
    select: (answer) => answer.members.filter((member) => member.is_employee && member.status !== 'expired').map(({ id, name, email }) => ({ id, name, email })),
  });
}
