import type { Skill } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { skillsChanged } from './invalidate.ts';

/** POST /organizations/{id}/skills { name }. */
export function useCreateSkill(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<Skill>(orgPath(organizationId, '/skills'), { name }),
    onSuccess: () => skillsChanged(queryClient, organizationId),
  });
}
