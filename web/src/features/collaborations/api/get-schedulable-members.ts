import { useQuery } from '@tanstack/react-query';
import { membersQuery } from '@/lib/members-query.ts';
import { schedulable } from '@/lib/schedulable.ts';

/** The member list (one shared query), narrowed to who can be in a rule: the schedulable. */
export function useGroupCandidates(organizationId: string) {
  return useQuery({
    ...membersQuery(organizationId),
    select: (answer) => schedulable(answer.members).map(({ id, name, email }) => ({ id, name, email })),
  });
}
