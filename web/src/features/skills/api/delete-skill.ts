import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { skillsChanged } from './invalidate.ts';

/** DELETE /organizations/{id}/skills/{skillId}: refused (409, naming them) while shift types' rows ask for it. */
export function useDeleteSkill(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skillId: string) => api.delete(orgPath(organizationId, `/skills/${encodeURIComponent(skillId)}`)),
    onSuccess: () => skillsChanged(queryClient, organizationId),
  });
}
