import type { Skill } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { skillsChanged } from './invalidate.ts';

/** PUT /organizations/{id}/skills/{skillId} { name }: renames a skill. */
export function useRenameSkill(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.put<Skill>(orgPath(organizationId, `/skills/${encodeURIComponent(id)}`), { name }),
    onSuccess: () => skillsChanged(queryClient, organizationId),
  });
}
