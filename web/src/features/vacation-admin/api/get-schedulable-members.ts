import { useQuery } from '@tanstack/react-query';
import { membersQuery } from '@/lib/members-query.ts';
import { schedulable } from '@/lib/schedulable.ts';

/** GET /organizations/{id}/members (one shared query), narrowed to who can take vacation: the schedulable. */
export function useSchedulableMembers(organizationId: string) {
  return useQuery({
    ...membersQuery(organizationId),
    select: (answer) => schedulable(answer.members),
  });
}
