import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { organizationsKeys } from '@/lib/query-keys.ts';
import { reloadOrganizations } from '@/lib/reload-organizations.ts';
import { orgPath } from '@/lib/org-path.ts';

/** DELETE /organizations/{id} with { confirm_deletion, organization_name }: gone from every member's list. */
export function useDeleteOrganization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationName: string) => api.delete(orgPath(id), { confirm_deletion: true, organization_name: organizationName }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: organizationsKeys.detail(id) });
      return reloadOrganizations(queryClient);
    },
  });
}
