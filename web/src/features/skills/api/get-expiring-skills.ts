import type { ExpiringSkill } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { skillsKeys } from '@/lib/query-keys.ts';

export interface ExpiringSkills {
  today: string;
  days: number;
  expiring: ExpiringSkill[];
}

/** GET /organizations/{id}/skills/expiring?days= (admins): qualifications valid today that lapse within `days`, soonest first. */
export function useExpiringSkills(organizationId: string, days: number) {
  return useQuery({
    queryKey: skillsKeys.expiring(organizationId, days),
    queryFn: () => api.get<ExpiringSkills>(orgPath(organizationId, `/skills/expiring?days=${days}`)),
  });
}
