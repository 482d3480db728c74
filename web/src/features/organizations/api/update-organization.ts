import type { Organization, OrganizationUpdateBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { organizationsKeys, sessionKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** PUT /organizations/{id} with the one field that changed (a renamed organization renames the switcher too). */
export function useUpdateOrganization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<Record<keyof OrganizationUpdateBody, unknown>>) => api.put<Organization>(orgPath(id), change),
    onSuccess: (organization, change) => {
      queryClient.setQueryData(organizationsKeys.detail(id), organization);
      if ('name' in change) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      return queryClient.invalidateQueries({ queryKey: organizationsKeys.all });
    },
  });
}
