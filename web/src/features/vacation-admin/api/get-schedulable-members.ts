import type { Member, MembersResponse } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { membersKeys } from '../../../lib/query-keys.ts';
import { orgPath } from '../../../lib/org-path.ts';

/** docs/product/states.md: active users or pending invitations flagged as employees. */
const schedulable = (members: Member[]) => members.filter((member) => member.is_employee && member.status !== 'expired');

/** GET /organizations/{id}/members (the member list's key), narrowed to who can take vacation. */
export function useSchedulableMembers(organizationId: string) {
  return useQuery({
    queryKey: membersKeys.all(organizationId),
    queryFn: () => api.get<MembersResponse>(orgPath(organizationId, '/members')),
    select: (answer) => schedulable(answer.members),
  });
}
