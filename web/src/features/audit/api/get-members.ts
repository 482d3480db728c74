import { useQuery } from '@tanstack/react-query';
import { membersQuery } from '@/lib/members-query.ts';

/** The member filter's choices: the members feature's list, one shared query. */
export function useAuditMembers(organizationId: string) {
  return useQuery(membersQuery(organizationId));
}
