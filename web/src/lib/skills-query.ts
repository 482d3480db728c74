import type { Skill } from '@rostra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { orgPath } from './org-path.ts';
import { skillsKeys } from './query-keys.ts';

/** GET /organizations/{id}/skills: the organization's skills, by name (the member list and the shift type form read them too). */
export const skillsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: skillsKeys.all(organizationId),
    queryFn: () => api.get<Skill[]>(orgPath(organizationId, '/skills')),
  });
