import type { MemberSkill } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { calendarKeys, membersKeys, skillsKeys } from '@/lib/query-keys.ts';

/** PUT /organizations/{id}/members/{memberId}/skills { skills }: the member's whole list ([]: none). */
export function useSetMemberSkills(organizationId: string, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skills: MemberSkill[]) =>
      api.put<{ member_id: string; skills: MemberSkill[] }>(orgPath(organizationId, `/members/${encodeURIComponent(memberId)}/skills`), {
        skills,
      }),
    // The member list shows them, the expiring panel and candidates count them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersKeys.all(organizationId) }),
        queryClient.invalidateQueries({ queryKey: skillsKeys.all(organizationId) }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all(organizationId) }),
      ]),
  });
}
