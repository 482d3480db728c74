import type { Member, RoleChangeBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reloadMembers } from './reload-members.ts';
import { orgPath } from '@/lib/org-path.ts';

/** PUT …/members/{userId}/role for a user, PUT …/invitations/{invitationId}/roles for an invitation. */
export function useChangeRoles(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, roles }: { member: Member; roles: RoleChangeBody }) =>
      member.member_type === 'user'
        ? api.put(orgPath(organizationId, `/members/${encodeURIComponent(member.user_id!)}/role`), roles)
        : api.put(orgPath(organizationId, `/invitations/${encodeURIComponent(member.id)}/roles`), roles),
    onSuccess: () => reloadMembers(queryClient, organizationId),
  });
}
