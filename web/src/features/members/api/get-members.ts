import { useQuery } from '@tanstack/react-query';
import { membersQuery } from '@/lib/members-query.ts';

/** GET /organizations/{id}/members: users and invitations (the fetcher is shared: lib/members-query.ts). */
export function useMembers(organizationId: string) {
  return useQuery(membersQuery(organizationId));
}
