import type { MemberSkill } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { skillsKeys } from '@/lib/query-keys.ts';

/** GET /organizations/{id}/members/{memberId}/skills: a member's qualifications; `memberKey` may be the member's user id (their own). */
export function useMemberSkills(organizationId: string, memberKey: string) {
  return useQuery({
    queryKey: skillsKeys.member(organizationId, memberKey),
    queryFn: () =>
      api.get<{ member_id: string; skills: MemberSkill[] }>(orgPath(organizationId, `/members/${encodeURIComponent(memberKey)}/skills`)),
  });
}
