import { useQuery } from '@tanstack/react-query';
import { skillsQuery } from '@/lib/skills-query.ts';

/** GET /organizations/{id}/skills: the organization's skills, by name. */
export function useSkills(organizationId: string) {
  return useQuery(skillsQuery(organizationId));
}
